import type { Payload } from 'payload'

import { stopChangeFeed } from '../src/server/cache/changeFeed'
import { backgroundWorkSettled } from '../src/server/jobs/background'

type PooledClient = { release?: (destroy?: boolean) => void }
type PgPool = { end: () => Promise<void>; _clients?: PooledClient[]; _idle?: { client: PooledClient }[]; _pendingQueue?: unknown[] }

/** The adapter's own client plus nothing else: every query that was running has given its client back. */
const ADAPTER_CLIENTS = 1
const QUERY_WAIT_MS = 10_000

const waiting = (pool: PgPool): number => pool._pendingQueue?.length ?? 0

const checkedOut = (pool: PgPool): PooledClient[] => {
  const idle = new Set((pool._idle ?? []).map((item) => item.client))
  return (pool._clients ?? []).filter((client) => !idle.has(client))
}

async function queriesReturned(pool: PgPool): Promise<void> {
  const deadline = Date.now() + QUERY_WAIT_MS
  while ((waiting(pool) > 0 || checkedOut(pool).length > ADAPTER_CLIENTS) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
}

/**
 * Closes a Payload instance completely so the process can exit. Background work (mails, PDFs) is
 * awaited first. `payload.destroy()` leaves the PostgreSQL pool open, and the adapter keeps one
 * client checked out from the moment it connects, which would make `pool.end()` wait forever: that
 * client is released (and closed) first. Queries still running get their clients back before that
 * (up to ten seconds): releasing a client under a running `pool.query` would make the pool release
 * it a second time when the query ends, which pg answers with an uncaught error.
 */
export async function closePayload(payload: Payload): Promise<void> {
  await backgroundWorkSettled()
  await stopChangeFeed()
  const pool = (payload.db as { pool?: PgPool }).pool
  await payload.destroy()
  if (!pool) return
  await queriesReturned(pool)
  for (const client of checkedOut(pool)) client.release?.(true)
  await pool.end()
}
