import type { Payload } from 'payload'

import type { OrderStatus } from '@/src/domain/orders'
import { createOrderAcknowledgement, notifyOrder, type OrderEvent } from '@/src/server/notifications'
import { runInBackground } from '@/src/server/jobs/background'

/**
 * What happened to an order: `from` and `to` differ for a status change; they are equal
 * ('pending' → 'pending') when staff proposed a counter appointment, which is then set.
 */
export interface OrderStatusChange {
  from: OrderStatus
  to: OrderStatus
  counterAppointment?: string | null
  rejectionMessage?: string | null
  /** confirm with a preparation time: the expected ready time (ISO). */
  readyAt?: string | null
}

const EVENT_FOR_STATUS: Partial<Record<OrderStatus, OrderEvent>> = { confirmed: 'confirmed', rejected: 'rejected', canceled: 'canceled' }

/** The customer notification a workflow change calls for, if any. */
function eventForChange(change: OrderStatusChange): OrderEvent | null {
  if (change.from === change.to) return change.counterAppointment ? 'counterAppointment' : null
  return EVENT_FOR_STATUS[change.to] ?? null
}

/**
 * Called after every committed workflow change (status change or counter-appointment proposal):
 * tells the customer (confirmed — with the acknowledgement PDF stored and linked —, rejected,
 * cancelled, new time proposed). This runs in the background; errors are logged and never undo the
 * change.
 */
export async function onOrderStatusChanged(payload: Payload, orderId: number, change: OrderStatusChange): Promise<void> {
  payload.logger.info({ orderId, ...change }, 'order workflow change')
  const event = eventForChange(change)
  if (!event) return
  runInBackground(payload, `Benachrichtigung ${event} zur Bestellung ${orderId}`, async () => {
    // The order acknowledgement (Auftragsbestätigung) is written when the order is confirmed.
    if (event === 'confirmed') await createOrderAcknowledgement(payload, orderId)
    await notifyOrder(payload, orderId, event)
  })
}
