/** Order statuses of the back office (back-office.md section 4). */
export const ORDER_STATUSES = ['pending', 'confirmed', 'inDelivery', 'completed', 'rejected', 'canceled', 'failed'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Staff actions, spelled as the path segments of POST /api/orders/{id}/status/{action}. */
export const ORDER_ACTIONS = ['cancel', 'confirm', 'reject', 'in-delivery', 'completed'] as const
export type OrderAction = (typeof ORDER_ACTIONS)[number]

/** Statuses nothing leads away from. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['completed', 'rejected', 'canceled', 'failed']

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value)
}

export function isOrderAction(value: unknown): value is OrderAction {
  return typeof value === 'string' && (ORDER_ACTIONS as readonly string[]).includes(value)
}
