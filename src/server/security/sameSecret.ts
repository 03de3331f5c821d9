import { createHash, timingSafeEqual } from 'node:crypto'

const digest = (value: string | Uint8Array) => createHash('sha256').update(value).digest()

/**
 * Whether a given secret equals the expected one, in constant time: both are hashed first, so
 * neither their content nor their lengths leak through timing. An empty expected secret never matches.
 */
export function sameSecret(given: string | Uint8Array, expected: string | Uint8Array | null | undefined): boolean {
  if (!expected || expected.length === 0) return false
  return timingSafeEqual(digest(given), digest(expected))
}
