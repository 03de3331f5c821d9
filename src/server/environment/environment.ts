import { randomBytes } from 'node:crypto'

/**
 * Reads the settings that come from the environment. Secrets never have a default in production:
 * a missing PAYLOAD_SECRET stops the server instead of signing sessions with a guessable key.
 */

export const isProduction = (): boolean => process.env.NODE_ENV === 'production'

/** `next build` evaluates modules with NODE_ENV=production but must not need runtime secrets. */
export const isBuildPhase = (): boolean => process.env.NEXT_PHASE === 'phase-production-build'

/** Placeholder that lets `next build` and `payload generate:types` load the config without a database. */
const UNCONFIGURED_DATABASE = 'postgres://unconfigured@127.0.0.1:1/unconfigured'

export function databaseUrl(): string {
  return process.env.DATABASE_URL || UNCONFIGURED_DATABASE
}

export function payloadSecret(): string {
  const secret = process.env.PAYLOAD_SECRET
  if (secret) return secret
  if (isProduction() && !isBuildPhase()) {
    throw new Error('PAYLOAD_SECRET fehlt: Im Produktivbetrieb muss PAYLOAD_SECRET gesetzt sein.')
  }
  // Outside production without a configured secret (tests, CLI): a key that lives as long as the process.
  return (processSecret ??= randomBytes(32).toString('hex'))
}

let processSecret: string | undefined
