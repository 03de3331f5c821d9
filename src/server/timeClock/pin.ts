import { randomBytes, scrypt as scryptCallback } from 'node:crypto'

import { sameSecret } from '@/src/server/security/sameSecret'
import { promisify } from 'node:util'

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, length: number) => Promise<Buffer>

const KEY_LENGTH = 32

/** A time-clock PIN as stored: `scrypt$salt$hash` (base64url), never the PIN itself. */
export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16)
  const hash = await scrypt(pin, salt, KEY_LENGTH)
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`
}

/** Whether `pin` is the one `stored` was made from (constant time; false for anything malformed). */
export async function verifyPin(pin: string, stored: string | null | undefined): Promise<boolean> {
  const [scheme, salt, hash] = (stored ?? '').split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const actual = await scrypt(pin, Buffer.from(salt, 'base64url'), expected.length || KEY_LENGTH)
  return sameSecret(actual, expected)
}
