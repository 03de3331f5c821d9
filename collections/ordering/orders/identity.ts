import { randomBytes } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook, Payload } from 'payload'

import { readableOrderNumber } from '../../../src/domain/orders/orderNumber'

let sequenceReady: Promise<unknown> | undefined

/** The next value of the order-number sequence (created on first use, shared by all processes). */
async function nextOrderNumber(payload: Payload): Promise<number> {
  const db = payload.db.drizzle
  sequenceReady ??= db.execute(sql`CREATE SEQUENCE IF NOT EXISTS order_number_seq START 1001`)
  await sequenceReady
  const result = await db.execute(sql`SELECT nextval('order_number_seq') AS value`)
  return Number((result.rows[0] as { value: string }).value)
}

/** 128+ random bits: the public status link cannot be guessed from the order number. */
export const newOrderHash = (): string => randomBytes(24).toString('base64url')

/**
 * A new order gets a readable, unique order number (day + running number, e.g. 20261121-1042) and
 * an unguessable hash for its public link.
 */
export const assignOrderIdentity: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  return {
    ...data,
    uid: data.uid ?? readableOrderNumber(new Date(), await nextOrderNumber(req.payload)),
    hash: data.hash ?? newOrderHash(),
  }
}
