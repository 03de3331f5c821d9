import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { Pool } from 'pg'

import { isDatabaseUnavailable } from '../api/databaseUnavailable'

/**
 * The outbox of new-order announcements (the customer's receipt and the branch's new-order mail).
 * Placement writes a row in the same statement as the order (insertOrder.ts), a settled online
 * payment in the transaction that marks the order paid (settlePayment.ts), so an order that is due
 * to be announced always has its row, even when the process dies right after the commit.
 *
 * Whoever sends claims the row for a while (an UPDATE of `claimed_until`, atomic across
 * processes): the request's own background work, or, when that was lost with its process, the
 * recovery job once the claim has run out. Each message (the mail, an SMS) is recorded in
 * `handed_over` right before it is handed to the mail server or gateway, and never sent again; a
 * hand-over that fails is struck off again, and the claim goes back for a later attempt, up to
 * MAX_ATTEMPTS. The row is deleted when all went out. So a message is never sent twice, and is lost
 * only by giving up or when its process dies during the hand-over itself (the SMTP transaction
 * of a message under way). A table of its own schema, which Payload's schema push and migrations
 * leave alone, logged (it must survive a database crash).
 */
export const OUTBOX_TABLE = 'app_outbox.order_announcements'

/** How long an announcement may be due before the recovery job takes it over from its request. */
const OVERDUE_SECONDS = 15
/** How long a claim holds: longer than any send takes, so two senders never overlap. */
const CLAIM_SECONDS = 120
/** Attempts before an announcement is given up (the waits between them grow by a minute each). */
export const MAX_ATTEMPTS = 8

const STATEMENTS = [
  'CREATE SCHEMA IF NOT EXISTS app_outbox',
  `CREATE TABLE IF NOT EXISTS ${OUTBOX_TABLE} (order_id integer PRIMARY KEY, placed_by text, due_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE INDEX IF NOT EXISTS order_announcements_due_idx ON ${OUTBOX_TABLE} (due_at)`,
  `ALTER TABLE ${OUTBOX_TABLE} ADD COLUMN IF NOT EXISTS claimed_until timestamptz`,
  `ALTER TABLE ${OUTBOX_TABLE} ADD COLUMN IF NOT EXISTS handed_over text[] NOT NULL DEFAULT '{}'`,
  `ALTER TABLE ${OUTBOX_TABLE} ADD COLUMN IF NOT EXISTS attempts integer NOT NULL DEFAULT 0`,
]

type Database = { execute: (query: ReturnType<typeof sql.raw>) => Promise<unknown> }

/** Creates the outbox (idempotent): by its migrations, and at start-up when development pushes the schema. */
export async function ensureOutbox(db: Database): Promise<void> {
  for (const statement of STATEMENTS) await db.execute(sql.raw(statement))
}

/** The statement that makes an order's announcement due (ON CONFLICT: an order is announced once). */
export const dueAnnouncementSql = (orderId: number) => sql`INSERT INTO ${sql.raw(OUTBOX_TABLE)} (order_id) VALUES (${orderId}) ON CONFLICT DO NOTHING`

/** An announcement claimed by this process: the messages already handed over (event:channel) are not sent again. */
export interface ClaimedAnnouncement {
  orderId: number
  placedBy: string | null
  handedOver: string[]
  attempts: number
}

type Row = { order_id: number; placed_by: string | null; handed_over: string[]; attempts: number }
const claimed = (row: Row): ClaimedAnnouncement => ({ orderId: Number(row.order_id), placedBy: row.placed_by, handedOver: row.handed_over, attempts: row.attempts })

const poolOf = (payload: Payload) => (payload.db as unknown as { pool: Pool }).pool
const CLAIM = `claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS}), attempts = attempts + 1`
const UNCLAIMED = '(claimed_until IS NULL OR claimed_until < now())'
const RETURNED = 'RETURNING order_id, placed_by, handed_over, attempts'

/** Claims the announcement of one order; null when it is not due or another sender holds it. */
export async function claimAnnouncement(payload: Payload, orderId: number): Promise<ClaimedAnnouncement | null> {
  const { rows } = await poolOf(payload).query<Row>(`UPDATE ${OUTBOX_TABLE} SET ${CLAIM} WHERE order_id = $1 AND ${UNCLAIMED} ${RETURNED}`, [orderId])
  return rows[0] ? claimed(rows[0]) : null
}

/** Claims up to `limit` announcements due for longer than OVERDUE_SECONDS and not held, oldest first, skipping rows another process is claiming. */
export async function claimOverdueAnnouncements(payload: Payload, limit: number): Promise<ClaimedAnnouncement[]> {
  const { rows } = await poolOf(payload).query<Row>(
    `UPDATE ${OUTBOX_TABLE} SET ${CLAIM} WHERE order_id IN (
       SELECT order_id FROM ${OUTBOX_TABLE} WHERE due_at < now() - make_interval(secs => $1) AND ${UNCLAIMED}
       ORDER BY due_at LIMIT $2 FOR UPDATE SKIP LOCKED
     ) ${RETURNED}`,
    [OVERDUE_SECONDS, limit],
  )
  return rows.map(claimed)
}

/** How long striking off a failed hand-over keeps trying while the database is unreachable (well within the claim). */
const STRIKE_OFF_PATIENCE_MS = 60_000
const STRIKE_OFF_RETRY_MS = 500

const handedOverSql = (change: string) => `UPDATE ${OUTBOX_TABLE} SET handed_over = ${change}(handed_over, $2) WHERE order_id = $1`

/** Records one message of the announcement as handed over, before the hand-over: it is never sent again. */
export async function recordHandOver(payload: Payload, orderId: number, message: string): Promise<void> {
  await poolOf(payload).query(handedOverSql('array_append'), [orderId, message])
}

/**
 * Strikes off a message whose hand-over failed, so that a later attempt sends it. A lost
 * database connection (a restart) is waited out while this process holds the claim: giving up
 * here would lose the message.
 */
export async function strikeOffHandOver(payload: Payload, orderId: number, message: string): Promise<void> {
  const giveUpAt = Date.now() + STRIKE_OFF_PATIENCE_MS
  for (;;) {
    try {
      await poolOf(payload).query(handedOverSql('array_remove'), [orderId, message])
      return
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() > giveUpAt) throw error
      await new Promise((resolve) => setTimeout(resolve, STRIKE_OFF_RETRY_MS))
    }
  }
}

/** Removes an announcement whose messages all went out. */
export async function finishAnnouncement(payload: Payload, orderId: number): Promise<void> {
  await poolOf(payload).query(`DELETE FROM ${OUTBOX_TABLE} WHERE order_id = $1`, [orderId])
}

/**
 * Gives the claim of an announcement back after a failed send: it is tried again after `attempts`
 * minutes, or, after MAX_ATTEMPTS, given up and removed. True when it was given up.
 */
export async function releaseAnnouncement(payload: Payload, announcement: ClaimedAnnouncement): Promise<boolean> {
  if (announcement.attempts >= MAX_ATTEMPTS) {
    await finishAnnouncement(payload, announcement.orderId)
    return true
  }
  await poolOf(payload).query(`UPDATE ${OUTBOX_TABLE} SET claimed_until = now() + make_interval(mins => $2) WHERE order_id = $1`, [
    announcement.orderId,
    announcement.attempts,
  ])
  return false
}
