import { PAYMENT_METHOD_LABELS, DELIVERY_MODE_LABELS } from '@/src/domain/cart'
import { formatMoney, formatPercentNumber } from '@/src/domain/money'
import { ORDER_STATUS_LABELS, isOrderStatus } from '@/src/domain/orders'
import { fillPlaceholders, formatDateTime } from '@/src/domain/text'
import { lineAmountText } from '@/src/domain/units'
import type { Order, OrdersSelect } from '@/src/payload-types'

import { RECEIPT_TEXTS as T } from './texts'

/** One printed line: text (wrapped), an optional amount at the right edge, or a rule or gap. */
export type ReceiptLine =
  | { text: string; right?: string; size?: number; bold?: boolean; indent?: number }
  | { rule: true }
  | { gap: number }

/** The fields of an order its receipt shows (a Local API `select`). */
export const RECEIPT_SELECT = {
  uid: true, mode: true, status: true, tableIdentifier: true, appointment: true, counterAppointment: true, createdAt: true, comment: true,
  items: true, totals: true, paymentMethod: true, paymentStatus: true, firstName: true, lastName: true, companyName: true, phone: true,
  street: true, stairway: true, floor: true, door: true, zipCode: true, city: true, isDeliveryAddressDifferent: true,
  deliveryFirstName: true, deliveryLastName: true, deliveryCompanyName: true, deliveryStreet: true, deliveryStairway: true,
  deliveryFloor: true, deliveryDoor: true, deliveryZipCode: true, deliveryCity: true,
} as const satisfies OrdersSelect

export type ReceiptOrder = Pick<Order, keyof typeof RECEIPT_SELECT>

/** The address fields a receipt prints, of the billing or the delivery address. */
type AddressField = 'companyName' | 'firstName' | 'lastName' | 'street' | 'stairway' | 'floor' | 'door' | 'zipCode' | 'city'

export interface ReceiptContext {
  branchName?: string | null
  currency?: string | null
}

const fill = (text: string, values: Record<string, string>) => fillPlaceholders(text, values)
const joined = (...parts: (string | null | undefined)[]) => parts.map((part) => part?.trim()).filter(Boolean).join(' ')

function deliveryAddress(order: ReceiptOrder): ReceiptLine[] {
  const other = Boolean(order.isDeliveryAddressDifferent)
  const pick = (own: AddressField, delivery: `delivery${Capitalize<AddressField>}`) => (other ? order[delivery] : order[own])
  const lines = [
    pick('companyName', 'deliveryCompanyName'),
    joined(pick('firstName', 'deliveryFirstName'), pick('lastName', 'deliveryLastName')),
    joined(pick('street', 'deliveryStreet'), pick('stairway', 'deliveryStairway'), pick('floor', 'deliveryFloor'), pick('door', 'deliveryDoor')),
    joined(pick('zipCode', 'deliveryZipCode'), pick('city', 'deliveryCity')),
    order.phone ? fill(T.phone, { phone: order.phone }) : null,
  ].filter((line): line is string => Boolean(line && line.trim()))
  return [{ rule: true }, { text: T.deliveryAddress, bold: true }, ...lines.map((text) => ({ text }))]
}

function itemLines(order: ReceiptOrder, money: (value: unknown) => string): ReceiptLine[] {
  return (order.items ?? []).flatMap((item) => [
    { text: `${lineAmountText(item.amount, item.unit)} ${item.name}`, right: money(item.gross), bold: true },
    ...(item.partsSummary ?? '').split('\n').filter((line) => line.trim()).map((text) => ({ text, indent: 10, size: 8 })),
    ...(item.comment ? [{ text: fill(T.itemComment, { comment: item.comment }), indent: 10, size: 8 }] : []),
  ])
}

function totalLines(order: ReceiptOrder, money: (value: unknown) => string): ReceiptLine[] {
  const totals = order.totals ?? {}
  const method = order.paymentMethod ? (PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod) : null
  return [
    ...(totals.deliveryFee ? [{ text: T.deliveryFee, right: money(totals.deliveryFee) }] : []),
    { text: totals.isApproximate ? T.approximateTotal : T.total, right: money(totals.gross), bold: true, size: 11 },
    ...(totals.taxes ?? []).map((group) => ({ text: fill(T.vat, { rate: formatPercentNumber(group.rate) }), right: money(group.tax), size: 8 })),
    ...(method ? [{ text: joined(fill(T.paymentMethod, { method }), order.paymentStatus === 'paid' ? `(${T.paid})` : null) }] : []),
  ]
}

/**
 * The lines of a kitchen and customer receipt: order number, mode, table, appointment (and a
 * proposed counter appointment), items with amounts, configuration and comments, the order's
 * comment, delivery address for delivery orders, totals with VAT and the payment method.
 */
export function receiptLines(order: ReceiptOrder, context: ReceiptContext = {}): ReceiptLine[] {
  const money = (value: unknown) => formatMoney(value ?? 0, context.currency ?? null)
  const mode = order.mode ? DELIVERY_MODE_LABELS[order.mode] : null
  const uid = order.uid ?? ''
  return [
    ...(context.branchName ? [{ text: context.branchName, size: 10 }] : []),
    { text: fill(T.orderNumber, { uid }), bold: true, size: 13 },
    { text: joined(mode, order.tableIdentifier ? `· ${fill(T.table, { table: order.tableIdentifier })}` : null), bold: true, size: 12 },
    { text: order.appointment ? fill(T.appointment, { dateTime: formatDateTime(order.appointment) }) : T.asSoonAsPossible, bold: true },
    ...(order.counterAppointment ? [{ text: fill(T.counterAppointment, { dateTime: formatDateTime(order.counterAppointment) }) }] : []),
    { text: fill(T.orderedAt, { dateTime: formatDateTime(order.createdAt) }), size: 8 },
    ...(isOrderStatus(order.status) ? [{ text: fill(T.status, { status: ORDER_STATUS_LABELS[order.status] }), size: 8 }] : []),
    { rule: true },
    ...itemLines(order, money),
    ...(order.comment ? [{ rule: true } as const, { text: fill(T.orderComment, { comment: order.comment }), bold: true }] : []),
    ...(order.mode === 'delivery' ? deliveryAddress(order) : []),
    { rule: true },
    ...totalLines(order, money),
  ]
}
