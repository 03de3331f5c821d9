import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { Pool, type PoolConfig } from 'pg'

import { poolOf } from '../db/pool'
import { isDatabaseUnavailable } from '../http/databaseUnavailable'

/**
 * The outbox of new-order announcements (the customer's receipt and the branch's new-order mail).
 * Placement writes a row in the same statement as the order (insertOrder.ts), a settled online
 * payment in the transaction that marks the order paid (settlePayment.ts), so an order that is due
 * to be announced always has its row, even when the process dies right after the commit.
 *
 * Whoever sends claims the row for a while (`claimed_until`, atomic across processes): the
 * placing request already in the order's INSERT, the settled payment's background work by an
 * UPDATE, or, when that was lost with its process, the recovery job once the claim has run out. Each message (the mail, an SMS) is recorded in `sent`
 * as soon as the mail server or gateway accepted it, and is never sent again; a failed send gives
 * the claim back for a later attempt, up to MAX_ATTEMPTS. The row is deleted when all went out.
 * So nothing is lost unless given up, and a message goes out twice only when its process dies
 * between the acceptance and the record: the record is a single UPDATE on a connection of its own
 * (never queued behind the requests' queries) and waits out a database restart. A table of its
 * own schema, which Payload's schema push and migrations leave alone, logged (it must survive a
 * database crash).
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
  `ALTER TABLE ${OUTBOX_TABLE} ADD COLUMN IF NOT EXISTS sent text[] NOT NULL DEFAULT '{}'`,
  `ALTER TABLE ${OUTBOX_TABLE} ADD COLUMN IF NOT EXISTS attempts integer NOT NULL DEFAULT 0`,
]

type Database = { execute: (query: ReturnType<typeof sql.raw>) => Promise<unknown> }

/** Creates the outbox (idempotent): by its migrations, and at start-up when development pushes the schema. */
export async function ensureOutbox(db: Database): Promise<void> {
  for (const statement of STATEMENTS) await db.execute(sql.raw(statement))
}

/** The statement that makes an order's announcement due (ON CONFLICT: an order is announced once). */
export const dueAnnouncementSql = (orderId: number) => sql`INSERT INTO ${sql.raw(OUTBOX_TABLE)} (order_id) VALUES (${orderId}) ON CONFLICT DO NOTHING`

/**
 * The outbox row of an order announced at placement, for the order's own INSERT (insertOrder.ts):
 * due at once and already claimed by the placing process, which sends it right after the commit
 * (no separate claim). When that process dies, the recovery job takes it once the claim ran out.
 * `placedBy`: the SQL of the placing client's address.
 */
export const claimedAnnouncementInsert = (orderIdSql: string, placedBySql: string) =>
  `INSERT INTO ${OUTBOX_TABLE} (order_id, placed_by, claimed_until, attempts) SELECT ${orderIdSql}, ${placedBySql}, now() + make_interval(secs => ${CLAIM_SECONDS}), 1`

/** What the placing process holds of the row claimedAnnouncementInsert wrote. */
export const claimedAtPlacement = (orderId: number, placedBy: string): ClaimedAnnouncement => ({ orderId, placedBy, sent: [], attempts: 1 })

/** An announcement claimed by this process: the messages already sent (event:channel) are not sent again. */
export interface ClaimedAnnouncement {
  orderId: number
  placedBy: string | null
  sent: string[]
  attempts: number
}

type Row = { order_id: number; placed_by: string | null; sent: string[]; attempts: number }
const claimed = (row: Row): ClaimedAnnouncement => ({ orderId: Number(row.order_id), placedBy: row.placed_by, sent: row.sent, attempts: row.attempts })

const CLAIM = `claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS}), attempts = attempts + 1`
const UNCLAIMED = '(claimed_until IS NULL OR claimed_until < now())'
const RETURNED = 'RETURNING order_id, placed_by, sent, attempts'

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

/** How long recording a sent message keeps trying while the database is unreachable (well within the claim). */
const RECORD_PATIENCE_MS = 60_000
const RECORD_RETRY_MS = 500

/**
 * Connections of the outbox's own per process: recording a sent message never waits behind the
 * requests' queries, nor behind the records of the other messages going out at the same time (a
 * message accepted but not yet recorded when the process dies is sent again).
 */
const RECORD_CONNECTIONS = 4
const recordPools = new WeakMap<Payload, Pool>()

function recordPool(payload: Payload): Pool {
  let pool = recordPools.get(payload)
  if (!pool) {
    const { options } = poolOf(payload) as Pool & { options: PoolConfig }
    pool = new Pool({ ...options, max: RECORD_CONNECTIONS, idleTimeoutMillis: 5_000, allowExitOnIdle: true })
    pool.on('error', () => undefined)
    recordPools.set(payload, pool)
  }
  return pool
}

/** Runs one statement of the outbox's bookkeeping of sent messages, waiting out a lost database connection (see recordSent). */
async function recordPatiently(payload: Payload, statement: string, values: unknown[]): Promise<void> {
  const giveUpAt = Date.now() + RECORD_PATIENCE_MS
  for (;;) {
    try {
      await recordPool(payload).query(statement, values)
      return
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() > giveUpAt) throw error
      await new Promise((resolve) => setTimeout(resolve, RECORD_RETRY_MS))
    }
  }
}

/**
 * Records one message of the announcement as sent, right after the mail server or gateway
 * accepted it: it is never sent again. The message is out already, so a lost database connection
 * (a restart) is waited out while this process holds the claim: giving up here would send it twice.
 */
export function recordSent(payload: Payload, orderId: number, message: string): Promise<void> {
  return recordPatiently(payload, `UPDATE ${OUTBOX_TABLE} SET sent = array_append(sent, $2) WHERE order_id = $1`, [orderId, message])
}

/**
 * Removes an announcement right after its last message went out: the removal is that message's
 * record (one statement instead of two), so it waits out a lost connection like recordSent.
 */
export function completeAnnouncement(payload: Payload, orderId: number): Promise<void> {
  return recordPatiently(payload, `DELETE FROM ${OUTBOX_TABLE} WHERE order_id = $1`, [orderId])
}

/** Removes an announcement (given up, or whose messages all went out before). */
async function finishAnnouncement(payload: Payload, orderId: number): Promise<void> {
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
