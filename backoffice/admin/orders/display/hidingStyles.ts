/**
 * What the display switches (back-office.md sections 1, 3 and 9; backoffice/desk/board/displaySettings.ts)
 * hide in the back office's order views, as style rules: Payload renders those views itself, so
 * the switches hide its columns and fields instead of leaving them out.
 */

/** Fields of an order that are customer data: who ordered, how to reach them, where it goes. */
const CUSTOMER_FIELDS = [
  'customerName', 'customer', 'externalUser', 'isCompany', 'companyName', 'vatNumber', 'isVatNumberVerified', 'firstName', 'lastName',
  'email', 'phone', 'street', 'stairway', 'floor', 'door', 'zipCode', 'city', 'country', 'isDeliveryAddressDifferent',
] as const

/** List columns of an order that are product data (the items' names, material numbers and products). */
const PRODUCT_COLUMNS = ['items', 'items__name', 'items__uid', 'items__product', 'items__partsSummary', 'items__comment'] as const

export interface HiddenData {
  customer: boolean
  product: boolean
}

/** The orders list: the columns of hidden data disappear, heading and cells alike. */
export function listHidingCss({ customer, product }: HiddenData): string {
  const columns = [...(customer ? CUSTOMER_FIELDS : []), ...(product ? PRODUCT_COLUMNS : [])]
  if (columns.length === 0) return ''
  return `${columns.flatMap((column) => [`#heading-${column}`, `td.cell-${column}`]).join(', ')} { display: none !important; }`
}

/** The class of the marker the tab 'Kunde' starts with (OrderDisplayGate). */
export const CUSTOMER_GATE_CLASS = 'order-display-gate--customer'

/** The order's tab 'Kunde' without customer data: every field after the marker at its top. */
export const customerTabHidingCss = (customerHidden: boolean): string =>
  customerHidden ? `.${CUSTOMER_GATE_CLASS} ~ * { display: none !important; }` : ''

/**
 * The order's tab 'Bestellung': without customer data its customer relations, without product
 * data the items and their table (OrderSummary marks itself with data-display="product-data").
 */
export function orderTabHidingCss({ customer, product }: HiddenData): string {
  const rules: string[] = []
  if (customer) rules.push('.field-type:has(#field-customer), .field-type:has(#field-externalUser) { display: none !important; }')
  if (product) rules.push('#field-items, [data-display="product-data"] { display: none !important; }')
  return rules.join('\n')
}
