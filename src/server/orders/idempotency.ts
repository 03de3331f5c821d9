import { createHash } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'

import { canonicalJson } from '@/src/domain/consent/hash'
import { hasPublicLink, type PublicLink } from '@/src/domain/orders'
import type { Order, OrdersSelect } from '@/src/payload-types'


const ANSWER_SELECT = { uid: true, hash: true, requestFingerprint: true, paymentMethod: true, paymentRedirectUrl: true } as const satisfies OrdersSelect

/** What a retry is answered from: the stored order's link (or payment page) and its request's fingerprint. */
export type StoredAnswer = Pick<Order, 'id' | keyof typeof ANSWER_SELECT> & PublicLink

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
    select: ANSWER_SELECT,
  })
  const order = docs[0]
  return order && hasPublicLink(order) ? order : null
}

/** A unique index refused the row (PostgreSQL 23505), e.g. a second order with the same idempotency key. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; typeof cause === 'object' && cause !== null; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true
  }
  return false
}

/** Idempotency keys are opaque client strings; long or odd ones are refused. */
export const isValidKey = (key: string): boolean => /^[A-Za-z0-9_.:-]{8,128}$/.test(key)
