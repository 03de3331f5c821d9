import { createHmac } from 'node:crypto'

import { sameSecret } from '@/src/server/security/sameSecret'

const HEX = /^(?:[0-9a-f]{2})+$/i

/**
 * The HMAC key as bytes: Datatrans hands out its signing keys as hex strings and signs with the
 * decoded bytes. Anything else is treated as not configured.
 */
const keyBytes = (key: string | undefined): Buffer | null => (key && HEX.test(key) ? Buffer.from(key, 'hex') : null)

const signatureOf = (key: Buffer, timestamp: string, rawBody: string): string =>
  createHmac('sha256', key).update(timestamp + rawBody, 'utf8').digest('hex')

/** The `Datatrans-Signature` header value for a body: `t={timestamp},s0={hex hmac-sha256(key, timestamp + body)}`. */
export function datatransSignatureHeader(hexKey: string, rawBody: string, timestamp = String(Date.now())): string {
  const key = keyBytes(hexKey)
  if (!key) throw new Error('The Datatrans HMAC key must be a hex string')
  return `t=${timestamp},s0=${signatureOf(key, timestamp, rawBody)}`
}

/** A signed delivery older (or further ahead) than this is refused: a recorded one cannot be replayed later. */
const DATATRANS_SIGNATURE_MAX_AGE_MS = 5 * 60 * 1000

/**
 * True when the header carries a timestamp (milliseconds, at most 5 minutes from `now`) and an s0
 * signature that match the raw body under the key (compared in constant time). A missing key,
 * header or part never verifies.
 */
export function isValidDatatransSignature(header: string | null, rawBody: string, hexKey: string | undefined, now = Date.now()): boolean {
  const key = keyBytes(hexKey)
  if (!key || !header) return false
  const parts = new Map(header.split(',').map((part) => {
    const [name, ...value] = part.trim().split('=')
    return [name, value.join('=')] as const
  }))
  const timestamp = parts.get('t')
  const signature = parts.get('s0')
  if (!timestamp || !/^\d{1,15}$/.test(timestamp) || !signature || !HEX.test(signature)) return false
  if (Math.abs(now - Number(timestamp)) > DATATRANS_SIGNATURE_MAX_AGE_MS) return false
  const expected = Buffer.from(signatureOf(key, timestamp, rawBody), 'hex')
  const received = Buffer.from(signature, 'hex')
  return sameSecret(received, expected)
}
