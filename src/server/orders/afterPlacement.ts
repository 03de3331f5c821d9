import type { Payload } from 'payload'

import { notifyOrderPlaced, type NotificationOrder } from '../notifications'
import { runInBackground } from '../runtime/background'

/**
 * What follows a committed order that is paid on site (online orders: once their payment is
 * settled): the customer's mail with the status link and the branch's new-order mail. It runs after
 * the answer is sent and never fails the order. `placedBy`: the client address of a pay-on-site order,
 * counted against its notifications (abuseGuard.ts) after the answer, not in the request; `order`:
 * the order as just stored (placement has it in hand, so it is not read again).
 */
export function announceOrder(payload: Payload, orderId: number, options: { placedBy?: string; order?: NotificationOrder } = {}): void {
  runInBackground(payload, `Benachrichtigung zur neuen Bestellung ${orderId}`, () => notifyOrderPlaced(payload, orderId, options))
}
