import { createHash } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { canonicalJson } from '../../domain/consent/hash'
import { transactionDb } from '../db/transaction'

export type StoredAnswer = { id: number; uid: string; hash: string; requestFingerprint: string | null; paymentMethod?: string | null; paymentRedirectUrl?: string | null }

/** A digest of the request body: the same key with another body is a different request. */
export const requestFingerprint = (body: unknown): string => createHash('sha256').update(canonicalJson(body)).digest('hex')

/** The order already stored under an idempotency key, if any. */
export async function orderForKey(payload: Payload, key: string, req?: PayloadRequest): Promise<StoredAnswer | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { idempotencyKey: { equals: key } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
    select: { uid: true, hash: true, requestFingerprint: true, paymentMethod: true, paymentRedirectUrl: true },
  })
  return (docs[0] as unknown as StoredAnswer) ?? null
}

/**
 * Serialises requests with the same key inside the request's transaction (released at commit or
 * rollback): the second of two concurrent requests waits and then finds the first one's order.
 */
export async function lockKey(payload: Payload, req: PayloadRequest, key: string): Promise<void> {
  const db = await transactionDb(payload, req)
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`order:${key}`}, 0))`)
}

/** Idempotency keys are opaque client strings; long or odd ones are refused. */
export const isValidKey = (key: string): boolean => /^[A-Za-z0-9_.:-]{8,128}$/.test(key)
