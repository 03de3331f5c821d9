import type { Payload, PayloadRequest } from 'payload'
import type { Pool } from 'pg'

import { CLIENT_ADDRESS_HEADER } from '../../http/clientAddress'
import { ClientError } from '../clientError'
import { errorResponse } from '../responses'
import { limitOf, type LimitName } from './limits'
import { countHit } from './store'

export { RATE_LIMITS, type LimitName } from './limits'

export const TOO_MANY_REQUESTS = 'Zu viele Anfragen. Bitte versuchen Sie es in Kürze erneut.'

type Refusal = { retryAfterSeconds: number }

/**
 * The client address the app server verified (src/server/http/appServer.ts). A request that did
 * not pass through it (only in-process calls do) counts as one shared client.
 */
export const clientAddress = (req: Pick<PayloadRequest, 'headers'>): string =>
  req.headers.get(CLIENT_ADDRESS_HEADER) || 'direkt'

const poolOf = (payload: Payload) => (payload.db as unknown as { pool: Pool }).pool

/**
 * Counts one use by `subject` (a client address, a phone number, an e-mail address) against the
 * named limit; answers the refusal once the limit is exceeded, else null.
 */
export async function countAgainstLimit(payload: Payload, name: LimitName, subject: string): Promise<Refusal | null> {
  const { limit, windowMs } = limitOf(name)
  const { hits, retryAfterSeconds } = await countHit(poolOf(payload), `${name}:${subject}`, windowMs)
  return hits > limit ? { retryAfterSeconds } : null
}

const hit = (req: PayloadRequest, name: LimitName) => countAgainstLimit(req.payload, name, clientAddress(req))

/** For custom endpoints: null to go on, or the 429 answer with `Retry-After`. */
export async function rateLimited(req: PayloadRequest, name: LimitName): Promise<Response | null> {
  const refusal = await hit(req, name)
  if (!refusal) return null
  const response = errorResponse(429, TOO_MANY_REQUESTS)
  response.headers.set('Retry-After', String(refusal.retryAfterSeconds))
  return response
}

/**
 * For hooks of Payload's own operations (login, sign-up, password reset): throws the 429, with
 * `Retry-After` through the request's response headers, which Payload adds to its error answer.
 */
export async function enforceRateLimit(req: PayloadRequest, name: LimitName): Promise<void> {
  const refusal = await hit(req, name)
  if (!refusal) return
  const headers = req.responseHeaders ?? new Headers()
  headers.set('Retry-After', String(refusal.retryAfterSeconds))
  req.responseHeaders = headers
  throw new ClientError(TOO_MANY_REQUESTS, 429)
}
