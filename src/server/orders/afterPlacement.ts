import type { Payload } from 'payload'

import { notifyOrderPlaced } from '../notifications'
import { runInBackground } from '../runtime/background'

/**
 * What follows a committed order that is paid on site (online orders: once their payment is
 * settled): the customer's mail with the status link and the branch's new-order mail. It runs after
 * the answer is sent and never fails the order. `placedBy`: the client address of a pay-on-site order,
 * counted against its notifications (abuseGuard.ts) after the answer, not in the request.
 */
export function announceOrder(payload: Payload, orderId: number, options: { placedBy?: string } = {}): void {
  runInBackground(payload, `Benachrichtigung zur neuen Bestellung ${orderId}`, () => notifyOrderPlaced(payload, orderId, options))
}
