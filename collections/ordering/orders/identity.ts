import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { readableOrderNumber } from '@/src/domain/orders/orderNumber'
import { transactionDb } from '@/src/server/db/transaction'
import { newOrderHash } from '@/src/server/orders/orderHash'

/** A new order created through Payload (demo data, tests; the checkout uses insertOrder) gets an unguessable hash for its public link. */
export const assignOrderHash: CollectionBeforeChangeHook = ({ data, operation }) =>
  operation === 'create' ? { ...data, hash: data.hash ?? newOrderHash() } : data

/**
 * A new order gets a readable, unique order number: its day and its id (e.g. 20261121-1042). The
 * id is known only after the insert, so the number is written right after it, in the same
 * transaction and on its connection (under load the pool may have no other connection to give).
 */
export const assignOrderNumber: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create' || doc.uid) return doc
  const uid = readableOrderNumber(new Date(doc.createdAt ?? Date.now()), doc.id)
  const db = await transactionDb(req.payload, req)
  await db.execute(sql`UPDATE orders SET uid = ${uid} WHERE id = ${doc.id}`)
  return { ...doc, uid }
}
