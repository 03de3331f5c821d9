import type { Payload } from 'payload'

import { notifyOrderPlaced } from '../notifications'
import { runInBackground } from '../runtime/background'

/**
 * What follows a committed order that is paid on site (online orders: once their payment is
 * settled): the customer's mail with the status link and the branch's new-order mail. It runs after
 * the answer is sent and never fails the order. `customerMuted`: the client that placed it has used up
 * its notifications (abuseGuard.ts), so only the branch hears of it.
 */
export function announceOrder(payload: Payload, orderId: number, options: { customerMuted?: boolean } = {}): void {
  runInBackground(payload, `Benachrichtigung zur neuen Bestellung ${orderId}`, () => notifyOrderPlaced(payload, orderId, options))
}
