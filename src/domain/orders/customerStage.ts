import { statusFromFlags, type OrderStatusFlags } from './flags'
import type { OrderStatus } from './status'

/** The order as read on the public status screen (ordering-storefront.md section 3). */
export interface StatusScreenOrder extends Partial<Record<keyof OrderStatusFlags, boolean | null>> {
  /** When known; otherwise the status is read from the flags. */
  status?: OrderStatus | null
  isDelivery?: boolean | null
  isDineIn?: boolean | null
  paymentMethod?: string | null
  isPaid?: boolean | null
  /** ISO date-time the branch proposes instead of the wanted appointment. */
  counterAppointment?: string | null
  rejectionMessage?: string | null
}

/** Where the order stands from the customer's point of view. */
export type CustomerStage = 'waiting' | 'preparing' | 'onTheWay' | 'completed' | 'cancelled' | 'failed'

const STAGES: Readonly<Record<OrderStatus, CustomerStage>> = {
  pending: 'waiting',
  confirmed: 'preparing',
  inDelivery: 'onTheWay',
  completed: 'completed',
  rejected: 'cancelled',
  canceled: 'cancelled',
  failed: 'failed',
}

export function orderStatusOf(order: StatusScreenOrder): OrderStatus {
  return order.status ?? statusFromFlags(order)
}

export function customerStage(order: StatusScreenOrder): CustomerStage {
  return STAGES[orderStatusOf(order)]
}

/** Polling every 10 s (ordering-storefront.md section 9). */
export const STATUS_POLL_INTERVAL_MS = 10_000

/** Polling stops once the order is completed, rejected, cancelled or failed. */
export function keepPolling(order: StatusScreenOrder): boolean {
  const stage = customerStage(order)
  return stage === 'waiting' || stage === 'preparing' || stage === 'onTheWay'
}

/** Waiting for payment: an unpaid mollie order that is still waiting for confirmation. */
export function isWaitingForPayment(order: StatusScreenOrder): boolean {
  return customerStage(order) === 'waiting' && order.paymentMethod === 'mollie' && order.isPaid !== true
}
