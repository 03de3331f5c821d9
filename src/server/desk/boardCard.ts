import { AMOUNT_DECIMALS, roundDecimal } from '@/src/domain/money'
import { parseOrderNumber } from '@/src/domain/orders'
import type { Order, OrdersSelect } from '@/src/payload-types'

/**
 * The order fields a board card is derived from, besides what the kitchen reads anyway: the
 * customer's name, the billing and the different delivery address (street, zip code, city), the
 * gross total and the payment. No e-mail, no phone.
 */
export const CARD_SOURCE_SELECT = {
  uid: true, mode: true, readyAt: true, paymentStatus: true, paymentMethod: true,
  isCompany: true, companyName: true, firstName: true, lastName: true,
  street: true, zipCode: true, city: true,
  isDeliveryAddressDifferent: true, deliveryStreet: true, deliveryZipCode: true, deliveryCity: true,
  totals: { gross: true, isApproximate: true },
} as const satisfies OrdersSelect

type CardSource = Partial<Pick<Order, Exclude<keyof typeof CARD_SOURCE_SELECT, 'totals'>>> & {
  totals?: { gross?: number | null; isApproximate?: boolean | null } | null
}

interface DeliveryAddress {
  street: string | null
  zipCode: string | null
  city: string | null
}

/** What every board card shows besides the order's own head and items. */
export interface BoardCardFields {
  /** The day's running number of the order number (what the counter calls out). */
  ticket: string
  /** The company name, else first and last name; null when the order has none. */
  customerName: string | null
  /** Where a delivery goes (the different delivery address when there is one); null for pickup and dine-in. */
  deliveryAddress: DeliveryAddress | null
  /** The order's gross total with two decimals, '12.90'. */
  total: string
  /** The total depends on weighed items ('ca.'). */
  isApproximateTotal: boolean
  paymentStatus: Order['paymentStatus']
  paymentMethod: Order['paymentMethod']
  /** Expected ready time given when staff accepted with a preparation time (ISO), else null. */
  readyAt: string | null
}

const text = (value: string | null | undefined): string | null => value?.trim() || null

/** The number a customer looks for on the screen: the day's running number of the order number. */
export const ticketOf = (uid: string | null | undefined): string => {
  const parsed = uid ? parseOrderNumber(uid) : null
  return parsed ? String(parsed.sequence) : (uid ?? '')
}

/** The company name for a company order, else first and last name. */
function customerNameOf(order: CardSource): string | null {
  const company = order.isCompany ? text(order.companyName) : null
  return company ?? (text([order.firstName, order.lastName].map((part) => part?.trim()).filter(Boolean).join(' ')))
}

function deliveryAddressOf(order: CardSource): DeliveryAddress | null {
  if (order.mode !== 'delivery') return null
  const other = Boolean(order.isDeliveryAddressDifferent)
  return {
    street: text(other ? order.deliveryStreet : order.street),
    zipCode: text(other ? order.deliveryZipCode : order.zipCode),
    city: text(other ? order.deliveryCity : order.city),
  }
}

/** The card fields of an order read with CARD_SOURCE_SELECT (pure: no lookup per order). */
export function boardCardFields(order: CardSource): BoardCardFields {
  return {
    ticket: ticketOf(order.uid),
    customerName: customerNameOf(order),
    deliveryAddress: deliveryAddressOf(order),
    total: roundDecimal(order.totals?.gross ?? 0, AMOUNT_DECIMALS).toFixed(AMOUNT_DECIMALS),
    isApproximateTotal: order.totals?.isApproximate === true,
    paymentStatus: order.paymentStatus ?? null,
    paymentMethod: order.paymentMethod ?? null,
    readyAt: order.readyAt ?? null,
  }
}
