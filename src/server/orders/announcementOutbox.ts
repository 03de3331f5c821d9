import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { Pool } from 'pg'

/**
 * The outbox of new-order announcements (the customer's receipt and the branch's new-order mail).
 * Placement writes a row in the same statement as the order (insertOrder.ts), so an order that
 * exists always has its announcement due, even when the process dies right after the commit. Who
 * sends it first takes the row away (a DELETE … RETURNING, atomic across processes): the request's
 * own background work, or, when that was lost with its process, the recovery job a little later.
 * So an announcement goes out at most once, and is lost only when a process dies between taking
 * the row and handing the mail to the mail server. A table of its own schema, which Payload's
 * schema push and migrations leave alone, logged (it must survive a database crash).
 */
export const OUTBOX_TABLE = 'app_outbox.order_announcements'

/** How long an announcement may be due before the recovery job takes it over from its request. */
const OVERDUE_SECONDS = 15

const STATEMENTS = [
  'CREATE SCHEMA IF NOT EXISTS app_outbox',
  `CREATE TABLE IF NOT EXISTS ${OUTBOX_TABLE} (order_id integer PRIMARY KEY, placed_by text, due_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE INDEX IF NOT EXISTS order_announcements_due_idx ON ${OUTBOX_TABLE} (due_at)`,
]

type Database = { execute: (query: ReturnType<typeof sql.raw>) => Promise<unknown> }

/** Creates the outbox (idempotent): by its migration, and at start-up when development pushes the schema. */
export async function ensureOutbox(db: Database): Promise<void> {
  for (const statement of STATEMENTS) await db.execute(sql.raw(statement))
}

const poolOf = (payload: Payload) => (payload.db as unknown as { pool: Pool }).pool

/** Takes the announcement of one order; true when it was still due (this caller sends it). */
export async function takeAnnouncement(payload: Payload, orderId: number): Promise<boolean> {
  const { rowCount } = await poolOf(payload).query(`DELETE FROM ${OUTBOX_TABLE} WHERE order_id = $1`, [orderId])
  return rowCount === 1
}

/** Takes up to `limit` announcements due for longer than OVERDUE_SECONDS, oldest first, skipping rows another process is taking. */
export async function takeOverdueAnnouncements(payload: Payload, limit: number): Promise<{ orderId: number; placedBy: string | null }[]> {
  const { rows } = await poolOf(payload).query<{ order_id: number; placed_by: string | null }>(
    `DELETE FROM ${OUTBOX_TABLE} WHERE order_id IN (
       SELECT order_id FROM ${OUTBOX_TABLE} WHERE due_at < now() - make_interval(secs => $1) ORDER BY due_at LIMIT $2 FOR UPDATE SKIP LOCKED
     ) RETURNING order_id, placed_by`,
    [OVERDUE_SECONDS, limit],
  )
  return rows.map((row) => ({ orderId: Number(row.order_id), placedBy: row.placed_by }))
}
