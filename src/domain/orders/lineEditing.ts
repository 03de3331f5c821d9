import type { OrderStatus } from './status'

/** Lines can be corrected while the order is not yet on its way. */
export const LINE_EDITABLE_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed']

/** Whether staff may correct the lines (amount, comment) of an order: food orders before they leave. */
export const canEditLines = (order: { status?: string | null; shop?: string | null }): boolean =>
  order.shop !== 'parts' && LINE_EDITABLE_STATUSES.includes(order.status as OrderStatus)
