import type { OrderStatus } from './status'

/** Orders per page of the parts shop's order history (decided; the spec names no size). */
export const ORDER_HISTORY_PAGE_SIZE = 20

/** The highest page number the history answers (keeps the database's offset sane). */
const MAX_ORDER_HISTORY_PAGE = 999_999

/**
 * The customer-facing flags of a parts-shop order (parts-shop-and-site.md sections 3 and 4):
 * isCompleted for a completed order; isCanceled for one that will not be fulfilled: cancelled,
 * rejected by staff, or failed (a failed order is not worked on either, so 'In Bearbeitung' would
 * be wrong). Every other status (pending, confirmed, inDelivery) is neither.
 */
export function shopOrderFlags(status: OrderStatus | string | null | undefined): { isCompleted: boolean; isCanceled: boolean } {
  return {
    isCompleted: status === 'completed',
    isCanceled: status === 'canceled' || status === 'rejected' || status === 'failed',
  }
}

/**
 * The page number of a `page` query parameter of the order history: missing or empty is page 1,
 * a whole number from 1 to 999999 is that page, anything else null (the API refuses it, the screen
 * shows page 1).
 */
export function orderHistoryPage(value: string | string[] | null | undefined): number | null {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim() ?? ''
  if (raw === '') return 1
  if (!/^\d{1,6}$/.test(raw)) return null
  const page = Number(raw)
  return page >= 1 && page <= MAX_ORDER_HISTORY_PAGE ? page : null
}

/** True when a text can be an order number (uid) at all: 1 to 40 letters, digits, '-' or '_'. */
export const isOrderNumberLike = (value: string): boolean => /^[\w-]{1,40}$/.test(value)
