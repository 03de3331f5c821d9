import type { Condition, Field } from 'payload'

import { BOOLEAN_CELL } from '@/collections/fields/adminCells'
import type { FieldAdminOverride, FieldAdminRule } from '@/collections/fields/fieldAdmin'

const LIST = '/backoffice/admin/orders/list'
const MONEY_FIELD = '/backoffice/admin/orders/MoneyField#MoneyField'

type OrderData = { shop?: string | null; status?: string | null; questionnaire?: { submittedAt?: unknown; rating?: unknown } | null; totals?: { taxes?: unknown[] | null } | null }

const isParts = (data: Partial<OrderData> | undefined) => data?.shop === 'parts'
const filled = (value: unknown) => value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)

/** Shows a field only on the restaurants' orders, or only on the parts shop's. */
const onlyOrdering: Condition = (data) => !isParts(data)
const onlyParts: Condition = (data) => isParts(data)
/** Shows a read-only field only when it carries a value (no empty boxes, no empty headings). */
const whenSet = (name: string, also: Condition = () => true): Condition => (data, sibling, context) =>
  filled((sibling as Record<string, unknown> | undefined)?.[name]) && also(data, sibling, context)

/** The reason is shown for refused and cancelled orders, elsewhere only when one was written. */
const refusedOrExplained: Condition = (data, sibling, context) =>
  ['rejected', 'canceled'].includes(String(data?.status)) || whenSet('rejectionMessage')(data, sibling, context)
/** The rating only once the customer gave one. */
const rated: Condition = (data) => filled((data as OrderData)?.questionnaire?.submittedAt) || filled((data as OrderData)?.questionnaire?.rating)
/** 'Ungefährer Betrag' only when weighed goods made it so. */
const approximate: Condition = (data) => (data as { totals?: { isApproximate?: boolean | null } })?.totals?.isApproximate === true
/** The tax breakdown only when there is one. */
const withTaxes: Condition = (data) => filled((data as OrderData)?.totals?.taxes)

/**
 * The fields staff look for in the orders list: offered as columns and in the filter builder.
 * Everything else (bookkeeping such as idempotencyKey, requestFingerprint, paymentRedirectUrl and
 * the hash, item price details, address details, fields other helpers add later) is hidden there.
 */
const ORDER_LIST_FIELDS: ReadonlySet<string> = new Set([
  'uid', 'shop', 'branch', 'mode', 'deliveryArea', 'tableIdentifier', 'donatee', 'qrCode', 'customer', 'externalUser', 'ticketNumber',
  'priority', 'comment', 'customerName', 'isCompany', 'companyName', 'vatNumber', 'firstName', 'lastName', 'email', 'phone',
  'zipCode', 'city', 'status', 'statusChangedAt', 'rejectionMessage', 'paymentMethod', 'paymentStatus', 'paymentReference',
  'appointment', 'counterAppointment', 'readyAt', 'items.name', 'items.uid', 'items.product', 'totals.gross', 'questionnaire.rating',
])

/** Amounts shown as '19,91 €' in the edit view (read-only); the line's net and tax with their 4 decimals. */
const MONEY_PATHS: Readonly<Record<string, number>> = {
  'items.unitPrice': 2, 'items.net': 4, 'items.tax': 4, 'items.gross': 2, 'items.discountedUnitNet': 4,
  'totals.net': 2, 'totals.tax': 2, 'totals.gross': 2, 'totals.deliveryFee': 2, 'totals.netBeforeDiscount': 2, 'totals.discount': 2,
  'totals.taxes.net': 2, 'totals.taxes.tax': 2, 'totals.taxes.gross': 2,
}

/** Per field: which shop it belongs to, when it is worth showing, and its list cell. */
const OVERRIDES: Readonly<Record<string, FieldAdminOverride>> = {
  branch: { condition: onlyOrdering, components: { Cell: `${LIST}/BranchCell#BranchCell` } },
  mode: { condition: onlyOrdering },
  deliveryArea: { condition: whenSet('deliveryArea', onlyOrdering) },
  table: { condition: whenSet('table', onlyOrdering) },
  tableIdentifier: { condition: whenSet('tableIdentifier', onlyOrdering) },
  donatee: { condition: whenSet('donatee', onlyOrdering) },
  qrCode: { condition: whenSet('qrCode', onlyOrdering) },
  customer: { condition: onlyParts },
  externalUser: { condition: onlyParts },
  ticketNumber: { condition: onlyParts },
  priority: { condition: onlyParts },
  status: { components: { Cell: `${LIST}/StatusBadgeCell#StatusBadgeCell` } },
  paymentStatus: { components: { Cell: `${LIST}/StatusBadgeCell#StatusBadgeCell` } },
  paymentReference: { condition: whenSet('paymentReference') },
  rejectionMessage: { condition: refusedOrExplained },
  appointment: { condition: onlyOrdering },
  counterAppointment: { condition: whenSet('counterAppointment', onlyOrdering) },
  readyAt: { condition: whenSet('readyAt') },
  questionnaire: { condition: rated },
  snapshot: { condition: onlyParts },
  items: { initCollapsed: true, components: { RowLabel: '/backoffice/admin/orders/ItemRowLabel#ItemRowLabel' } },
  'items.partsSummary': { condition: whenSet('partsSummary') },
  'items.comment': { condition: whenSet('comment') },
  'items.desiredDate': { condition: whenSet('desiredDate', onlyParts) },
  'items.discountedUnitNet': { condition: whenSet('discountedUnitNet', onlyParts) },
  'totals.deliveryFee': { condition: onlyOrdering },
  'totals.isApproximate': { condition: approximate },
  'totals.netBeforeDiscount': { condition: whenSet('netBeforeDiscount', onlyParts) },
  'totals.discount': { condition: whenSet('discount', onlyParts) },
  'totals.discountPercentage': { condition: whenSet('discountPercentage', onlyParts) },
  'totals.taxes': { condition: withTaxes, initCollapsed: true, components: { RowLabel: '/backoffice/admin/orders/TaxRowLabel#TaxRowLabel' } },
  'totals.taxes.net': { condition: whenSet('net') },
  'totals.taxes.gross': { condition: whenSet('gross') },
}

/**
 * What an unlisted field loses: arrays their column (a group is never a column of its own, and
 * disabling it would hide its listed sub-fields such as totals.gross), other fields column and filter.
 */
function hiddenInLists(field: Field): FieldAdminOverride {
  if (field.type === 'group') return {}
  if (field.type === 'array') return { disableListColumn: true }
  return { disableListColumn: true, disableListFilter: true }
}

/**
 * The orders' back-office presentation: list columns and filters limited to ORDER_LIST_FIELDS,
 * each shop's own fields in the edit view, amounts in €, 'Ja/Nein' for checkboxes, badges for
 * the status columns and the total as '19,91 €'.
 */
export const orderFieldAdmin: FieldAdminRule = (path, field) => {
  const listing = ORDER_LIST_FIELDS.has(path) ? {} : hiddenInLists(field)
  const override = OVERRIDES[path] ?? {}
  const components: Record<string, unknown> = { ...override.components }
  if (field.type === 'checkbox') components.Cell = BOOLEAN_CELL
  if (path in MONEY_PATHS) components.Field = MONEY_FIELD
  if (path === 'totals.gross') Object.assign(components, { Cell: `${LIST}/OrderTotalCell#OrderTotalCell`, Label: `${LIST}/TotalLabel#TotalLabel` })
  const custom = path in MONEY_PATHS ? { custom: { decimals: MONEY_PATHS[path] } } : {}
  return { ...listing, ...override, ...custom, ...(Object.keys(components).length ? { components } : {}) }
}
