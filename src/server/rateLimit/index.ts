import type { Payload, PayloadRequest } from 'payload'

import { CLIENT_ADDRESS_HEADER } from '@/src/server/http/clientAddress'
import { ApiError } from '../http/apiError'
import { limitOf, type LimitName } from './limits'
import { countHit, countHitChain } from './store'
import { poolOf } from '@/src/server/db/pool'

export {  type LimitName } from './limits'

const TOO_MANY_REQUESTS = 'Zu viele Anfragen. Bitte versuchen Sie es in Kürze erneut.'

type Refusal = { retryAfterSeconds: number }

/**
 * The client address the app server verified (ops/server/appServer.ts). A request that did
 * not pass through it (only in-process calls do) counts as one shared client.
 */
export const clientAddress = (req: Pick<PayloadRequest, 'headers'>): string =>
  req.headers.get(CLIENT_ADDRESS_HEADER) || 'direkt'

/**
 * Counts one use by `subject` (a client address, a phone number, an e-mail address) against the
 * named limit; answers the refusal once the limit is exceeded, else null.
 */
export async function countAgainstLimit(payload: Payload, name: LimitName, subject: string): Promise<Refusal | null> {
  const { limit, windowMs } = limitOf(name)
  const { hits, retryAfterSeconds } = await countHit(poolOf(payload), `${name}:${subject}`, windowMs)
  return hits > limit ? { retryAfterSeconds } : null
}

/** A use by `subject` against the named limit. */
export type LimitedUse = { name: LimitName; subject: string }

/**
 * Counts `first` against its limit and, only while it holds, each of `then` against theirs, in one
 * statement; answers whether each held (those of `then` false when `first` did not).
 */
export async function countAgainstLimits(payload: Payload, first: LimitedUse, then: readonly LimitedUse[]): Promise<{ first: boolean; then: boolean[] }> {
  const counted = (use: LimitedUse) => ({ key: `${use.name}:${use.subject}`, ...limitOf(use.name) })
  const hits = await countHitChain(poolOf(payload), counted(first), then.map(counted))
  const firstHolds = hits.first <= limitOf(first.name).limit
  return { first: firstHolds, then: then.map((use, index) => firstHolds && hits.then[index] !== null && hits.then[index]! <= limitOf(use.name).limit) }
}

/**
 * Counts the request against the named limit of its client address (or of another subject, such as
 * the signed-in user: `user:12`); once the limit is exceeded it throws the 429 (custom endpoints and
 * hooks of Payload's own operations alike: login, sign-up, password reset), with `Retry-After`
 * through the request's response headers, which Payload adds to its error answer.
 */
export async function enforceRateLimit(req: PayloadRequest, name: LimitName, subject = clientAddress(req)): Promise<void> {
  const refusal = await countAgainstLimit(req.payload, name, subject)
  if (!refusal) return
  const headers = req.responseHeaders ?? new Headers()
  headers.set('Retry-After', String(refusal.retryAfterSeconds))
  req.responseHeaders = headers
  throw new ApiError(TOO_MANY_REQUESTS, 429)
}
