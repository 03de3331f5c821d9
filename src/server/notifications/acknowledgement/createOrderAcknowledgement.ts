import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { loadNotificationData, type NotificationOrder } from '../orderData'
import { ACKNOWLEDGEMENT_TITLE } from '../texts'
import { renderAcknowledgement } from './renderAcknowledgement'

const uploadIdOf = (order: NotificationOrder): number | null => {
  const linked = order.snapshot?.orderAcknowledgement
  return typeof linked === 'object' && linked !== null ? linked.id : (linked ?? null)
}

/**
 * Renders the order acknowledgement, stores it in `uploads` as 'Auftragsbestaetigung-{uid}.pdf'
 * and links it from the order (snapshot.orderAcknowledgement). Called again, it replaces the file
 * of the linked upload (its version goes up, so its public path changes) instead of adding one.
 * Returns the upload's id. Throws OrderNotFoundError for an unknown order.
 */
export async function createOrderAcknowledgement(payload: Payload, orderId: number): Promise<number> {
  const data = await loadNotificationData(payload, orderId)
  const uid = data.order.uid ?? String(orderId)
  const bytes = Buffer.from(await renderAcknowledgement(data))
  const file = { data: bytes, mimetype: 'application/pdf', name: `Auftragsbestaetigung-${uid}.pdf`, size: bytes.length }
  // A private file of the order (served only through the order's link or to staff).
  const uploadData = { alt: `${ACKNOWLEDGEMENT_TITLE} ${uid}`, purpose: 'acknowledgement' as const, order: orderId }

  const existingId = uploadIdOf(data.order)
  const existing = existingId
    ? await payload.findByID({ collection: 'uploads', id: existingId, depth: 0, select: { version: true }, disableErrors: true, overrideAccess: true })
    : null
  if (existing) {
    await payload.update({ collection: 'uploads', id: existing.id, data: uploadData, file, depth: 0, overrideAccess: true })
    return existing.id
  }
  const upload = await payload.create({ collection: 'uploads', data: uploadData, file, depth: 0, overrideAccess: true })
  // Only the link column is written: a document update would write back the whole order as read
  // before, undoing a status change staff made meanwhile (this runs in the background).
  await payload.db.drizzle.execute(sql`UPDATE orders SET snapshot_order_acknowledgement_id = ${upload.id} WHERE id = ${orderId}`)
  return upload.id
}
