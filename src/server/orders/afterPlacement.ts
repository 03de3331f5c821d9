import type { Payload } from 'payload'

import { notifyOrderPlaced, type NotificationOrder } from '../notifications'
import { runInBackground } from '../runtime/background'
import { takeAnnouncement, takeOverdueAnnouncements } from './announcementOutbox'

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

/**
 * The announcement of an order placed with its row in the outbox (announcementOutbox.ts): sent
 * after the answer when this process still takes the row, so never twice, and by the recovery
 * job instead when the process died before.
 */
export function announcePlacedOrder(payload: Payload, orderId: number, options: { placedBy: string; order: NotificationOrder }): void {
  runInBackground(payload, `Benachrichtigung zur neuen Bestellung ${orderId}`, async () => {
    if (await takeAnnouncement(payload, orderId)) await notifyOrderPlaced(payload, orderId, options)
  })
}

/** Announcements the recovery job sends at the same time (as many as the background work of a request). */
const RECOVERY_CONCURRENCY = 8

/** The recovery job: announces the orders whose announcement is overdue (their process died), a few at a time until none is left; the number announced. */
export async function announceOverdueOrders(payload: Payload): Promise<number> {
  let announced = 0
  for (let overdue = await takeOverdueAnnouncements(payload, RECOVERY_CONCURRENCY); overdue.length > 0; overdue = await takeOverdueAnnouncements(payload, RECOVERY_CONCURRENCY)) {
    await Promise.all(overdue.map(({ orderId, placedBy }) => notifyOrderPlaced(payload, orderId, { placedBy: placedBy ?? undefined })))
    announced += overdue.length
  }
  return announced
}
