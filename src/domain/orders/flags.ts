import type { OrderStatus } from './status'

/** Order flags as read by the storefront and back office (back-office.md section 4). */
export interface OrderStatusFlags {
  isConfirmed: boolean
  isInDelivery: boolean
  isDelivered: boolean
  isCompleted: boolean
  isRejected: boolean
  isCanceled: boolean
  isFailed: boolean
}

/**
 * Flags of a status. isConfirmed is a milestone (true from confirmed on: confirmed, inDelivery,
 * completed); isInDelivery is true only while on the way; isDelivered only for completed delivery
 * orders; a rejected order is also isCanceled (it will not be fulfilled); failed sets isFailed only.
 */
export function statusFlags(status: OrderStatus, isDelivery = false): OrderStatusFlags {
  return {
    isConfirmed: status === 'confirmed' || status === 'inDelivery' || status === 'completed',
    isInDelivery: status === 'inDelivery',
    isDelivered: status === 'completed' && isDelivery,
    isCompleted: status === 'completed',
    isRejected: status === 'rejected',
    isCanceled: status === 'canceled' || status === 'rejected',
    isFailed: status === 'failed',
  }
}

/**
 * The status of an order that carries only flags (as the public order does). The strongest flag
 * wins: failed, rejected, canceled, completed (or delivered), in delivery, confirmed, else pending.
 */
export function statusFromFlags(flags: Partial<Record<keyof OrderStatusFlags, boolean | null>>): OrderStatus {
  if (flags.isFailed) return 'failed'
  if (flags.isRejected) return 'rejected'
  if (flags.isCanceled) return 'canceled'
  if (flags.isCompleted || flags.isDelivered) return 'completed'
  if (flags.isInDelivery) return 'inDelivery'
  if (flags.isConfirmed) return 'confirmed'
  return 'pending'
}
