import type { BoardCardFields, DeliveryAddress } from '@/src/domain/contracts/desk'
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
