import type { Payload } from 'payload'

import { stopChangeFeed } from '../cache/changeFeed'
import { backgroundWorkSettled } from './background'

type PooledClient = { release?: (destroy?: boolean) => void }
type PgPool = { end: () => Promise<void>; _clients?: PooledClient[]; _idle?: { client: PooledClient }[] }

/**
 * Closes a Payload instance completely so the process can exit. Background work (mails, PDFs) is
 * awaited first. `payload.destroy()` leaves the PostgreSQL pool open, and the adapter keeps one
 * client checked out from the moment it connects, which would make `pool.end()` wait forever: that
 * client is released (and closed) first.
 */
export async function closePayload(payload: Payload): Promise<void> {
  await backgroundWorkSettled()
  await stopChangeFeed()
  const pool = (payload.db as { pool?: PgPool }).pool
  await payload.destroy()
  if (!pool) return
  const idle = new Set((pool._idle ?? []).map((item) => item.client))
  for (const client of pool._clients ?? []) if (!idle.has(client)) client.release?.(true)
  await pool.end()
}
