import type { BadgeTone } from '@/backoffice/admin/ui/Badge'
import type { OrderStatus } from '@/src/domain/orders'

/** Order status colours: waiting yellow, in progress blue, done green, refused and failed red, cancelled grey. */
const ORDER_STATUS_TONES: Readonly<Record<OrderStatus, BadgeTone>> = {
  pending: 'warning',
  confirmed: 'info',
  inDelivery: 'info',
  completed: 'success',
  rejected: 'danger',
  canceled: 'neutral',
  failed: 'danger',
}

/** Payment status colours: open yellow, paid green, failed red, paid on site grey. */
const PAYMENT_STATUS_TONES: Readonly<Record<string, BadgeTone>> = {
  open: 'warning',
  paid: 'success',
  failed: 'danger',
  onSite: 'neutral',
}

/** The tones of each badge column, by field name. */
export const BADGE_TONES: Readonly<Record<string, Readonly<Record<string, BadgeTone>>>> = {
  status: ORDER_STATUS_TONES,
  paymentStatus: PAYMENT_STATUS_TONES,
}
