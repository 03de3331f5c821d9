import { SHOP_ORDER_STATUS_TEXTS as T } from './texts'

export type StatusTone = 'success' | 'error' | 'warning'

export interface ShopOrderStatusLabel {
  label: string
  tone: StatusTone
}

/**
 * Parts-shop order status, checked in this order: completed → 'Abgeschlossen' (success),
 * cancelled → 'Storniert' (error), otherwise 'In Bearbeitung' (warning).
 */
export function shopOrderStatusLabel(order: { isCompleted?: boolean | null; isCanceled?: boolean | null }): ShopOrderStatusLabel {
  if (order.isCompleted) return { label: T.completed, tone: 'success' }
  if (order.isCanceled) return { label: T.canceled, tone: 'error' }
  return { label: T.inProgress, tone: 'warning' }
}
