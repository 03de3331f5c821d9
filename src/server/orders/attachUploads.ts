import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { uploadRefsOf } from '@/src/domain/media'

import { transactionDb } from '../db/transaction'
import type { OrderData } from './prepared'

/** Ids of the customers' files an order's items refer to. */
const uploadIdsOfItems = (items: OrderData['items']): number[] => {
  const ids = (items ?? []).flatMap((item) => uploadRefsOf(item.parts).map((ref) => Number(ref.id)))
  return [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))]
}

/**
 * Marks the customers' files of a new order as taken by it (in the order's transaction): from now
 * on they are served only through the order's link or to staff, and the orphan clean-up keeps them.
 * A file another order took before keeps that order (the new order still reaches it, see serveMedia).
 */
export async function attachCustomerUploads(payload: Payload, req: PayloadRequest, orderId: number, items: OrderData['items']): Promise<void> {
  const ids = uploadIdsOfItems(items)
  if (ids.length === 0) return
  const db = await transactionDb(payload, req)
  await db.execute(sql`
    UPDATE uploads SET order_id = ${orderId}
    WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) AND purpose = 'customer' AND order_id IS NULL`)
}
