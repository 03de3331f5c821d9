import type { Payload } from 'payload'

import { notifyOrderPlaced, type NotificationOrder } from '../notifications'
import { runInBackground } from '../jobs/background'
import {
  claimAnnouncement,
  claimedAtPlacement,
  claimOverdueAnnouncements,
  completeAnnouncement,
  MAX_ATTEMPTS,
  recordSent,
  releaseAnnouncement,
  type ClaimedAnnouncement,
} from './announcementOutbox'

/**
 * Sends a claimed announcement (the customer's mail with the status link and the branch's
 * new-order mail), each message recorded as soon as it went out; when all went out the announcement
 * is removed, which records the last one, otherwise its claim goes back for a later attempt. `order`: the order as just stored,
 * when the caller has it (placement: not read again).
 */
async function sendAnnouncement(payload: Payload, announcement: ClaimedAnnouncement, order?: NotificationOrder): Promise<void> {
  const { orderId, placedBy, sent } = announcement
  // the last message is recorded by removing the announcement
  const record = { sent, afterSent: (message: string) => recordSent(payload, orderId, message), lastRecordedByFinish: true }
  if (await notifyOrderPlaced(payload, orderId, { placedBy: placedBy ?? undefined, order, record })) return completeAnnouncement(payload, orderId)
  if (await releaseAnnouncement(payload, announcement)) {
    payload.logger.error({ orderId }, `Benachrichtigung zur Bestellung ${orderId} nach ${MAX_ATTEMPTS} Versuchen aufgegeben.`)
  }
}

/**
 * What follows a committed order whose announcement is due in the outbox (announcementOutbox.ts):
 * a pay-on-site order right after placement, an online order once its payment is settled. It runs
 * after the answer is sent and never fails the order; when this process dies before, or a message
 * could not be sent, the recovery job sends what is missing.
 */
export function announceOrder(payload: Payload, orderId: number): void {
  runInBackground(payload, `Benachrichtigung zur neuen Bestellung ${orderId}`, async () => {
    const announcement = await claimAnnouncement(payload, orderId)
    if (announcement) await sendAnnouncement(payload, announcement)
  })
}

/**
 * Announces an order just placed, whose outbox row its INSERT wrote already claimed by this process
 * (claimedAnnouncementInsert). `order`: the order as just stored, not read again.
 */
export function announcePlacedOrder(payload: Payload, order: NotificationOrder, placedBy: string): void {
  runInBackground(payload, `Benachrichtigung zur neuen Bestellung ${order.id}`, () => sendAnnouncement(payload, claimedAtPlacement(order.id, placedBy), order))
}

/** Announcements the recovery job sends at the same time (as many as the background work of a request). */
const RECOVERY_CONCURRENCY = 8

/** The recovery job: sends the announcements that are overdue and not held (their process died, or a send failed), a few at a time until none is left; the number taken. */
export async function announceOverdueOrders(payload: Payload): Promise<number> {
  let announced = 0
  for (let overdue = await claimOverdueAnnouncements(payload, RECOVERY_CONCURRENCY); overdue.length > 0; overdue = await claimOverdueAnnouncements(payload, RECOVERY_CONCURRENCY)) {
    await Promise.all(overdue.map((announcement) => sendAnnouncement(payload, announcement)))
    announced += overdue.length
  }
  return announced
}
