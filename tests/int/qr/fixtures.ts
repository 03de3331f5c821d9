import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { qrLanding } from '@/storefront/qr/data'

let counter = 0
/** An identifier no other test run uses. */
export const uniqueIdentifier = (prefix: string) => `${prefix}-${Date.now().toString(36)}${(counter++).toString(36)}`

export const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
export const IPAD = 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1'
export const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'

export type CodeData = { name: string; path: string; branch?: number | null; table?: number | null }

/** A QR code as an admin creates it (the table hook runs). */
export async function createCode(payload: Payload, prefix: string, data: CodeData) {
  return payload.create({ collection: 'qr-codes', data: { identifier: uniqueIdentifier(prefix), ...data }, depth: 0, overrideAccess: true })
}

let client = 0

/**
 * A visit of /q/{identifier} as the page makes it, from a browser with `userAgent`; each from a client
 * address of its own (as the app server verifies it), so the analytics limit of other files' requests does not interfere.
 */
export const scan = (identifier: string, userAgent: string = IPHONE, headers: Record<string, string> = {}) =>
  qrLanding(identifier, new Headers({ 'user-agent': userAgent, 'x-client-address': `198.18.${Math.floor(++client / 250)}.${client % 250}`, ...headers }))

/** The scans stored for a code, oldest first. */
export async function scansOf(payload: Payload, identifier: string) {
  const { docs } = await payload.find({
    collection: 'analytics-logs',
    where: { and: [{ category: { equals: 'qr-code' } }, { name: { equals: identifier } }] },
    sort: 'id',
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

/** A scan, moved to `at` (Payload stamps the present on create). */
export async function scanAt(payload: Payload, identifier: string, at: string, userAgent: string = IPHONE): Promise<void> {
  const redirect = await scan(identifier, userAgent)
  if (!redirect) throw new Error(`${identifier}: unbekannter Code`)
  const latest = (await scansOf(payload, identifier)).at(-1)!
  await payload.db.drizzle.execute(sql`UPDATE analytics_logs SET created_at = ${at} WHERE id = ${latest.id}`)
}
