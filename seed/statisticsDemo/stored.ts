import type { Pool } from 'pg'

import { truncateText } from '@/src/domain/text/truncate'

import { QR_SCAN } from '@/src/server/qr/scan'

import type { LogRow } from './entries'

/** The length of an entry's data summary, as the collection's hook writes it (collections/analytics/jsonSummary.ts). */
const SUMMARY_LENGTH = 500

/** The statuses of the demo orders already stored, by idempotency key. */
export async function storedOrderStatuses(pool: Pool, keyPrefix: string): Promise<Map<string, string>> {
  const { rows } = await pool.query<{ key: string; status: string }>(
    `SELECT idempotency_key AS key, status::text AS status FROM orders WHERE idempotency_key LIKE $1`,
    [`${keyPrefix.replace(/[\\%_]/g, '\\$&')}%`],
  )
  return new Map(rows.map((row) => [row.key, row.status]))
}

/**
 * The entries not stored yet: visits whose session is not there, scans not there at their moment.
 * The demo draws the same sessions and moments each time, so seeding again adds only what is new
 * (the part of today that has passed since).
 */
export async function unstoredEntries(pool: Pool, rows: LogRow[]): Promise<LogRow[]> {
  if (rows.length === 0) return rows
  const sessions = [...new Set(rows.flatMap((row) => (row.sessionId ? [row.sessionId] : [])))]
  const scans = rows.filter((row) => row.sessionId === null)
  const earliest = new Date(Math.min(...scans.map((row) => row.createdAt.getTime())))
  const [storedSessions, storedScans] = await Promise.all([
    pool.query<{ session_id: string }>(`SELECT DISTINCT session_id FROM analytics_logs WHERE session_id = ANY($1::text[])`, [sessions]),
    scans.length === 0
      ? Promise.resolve({ rows: [] as { name: string; created_at: Date }[] })
      : pool.query<{ name: string; created_at: Date }>(
          `SELECT name, created_at FROM analytics_logs WHERE category = $1 AND action = $2 AND session_id IS NULL AND created_at >= $3 AND name = ANY($4::text[])`,
          [QR_SCAN.category, QR_SCAN.action, earliest, [...new Set(scans.map((row) => row.name))]],
        ),
  ])
  const knownSessions = new Set(storedSessions.rows.map((row) => row.session_id))
  const knownScans = new Set(storedScans.rows.map((row) => `${row.name}@${new Date(row.created_at).getTime()}`))
  return rows.filter((row) => (row.sessionId ? !knownSessions.has(row.sessionId) : !knownScans.has(`${row.name}@${row.createdAt.getTime()}`)))
}

/**
 * Writes the entries in one statement (one array parameter per column, unnested), with the data
 * summary the collection's hook would derive; updated at = created at.
 */
export async function insertEntries(pool: Pool, rows: LogRow[]): Promise<void> {
  if (rows.length === 0) return
  const column = <T>(read: (row: LogRow) => T) => rows.map(read)
  await pool.query(
    `INSERT INTO analytics_logs (category, type, action, name, data, data_summary, session_id, path, user_agent, created_at, updated_at)
      SELECT category, type, action, name, data::jsonb, data_summary, session_id, path, user_agent, created_at, created_at
      FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::timestamptz[])
        AS e(category, type, action, name, data, data_summary, session_id, path, user_agent, created_at)
      ORDER BY created_at`,
    [
      column((row) => row.category),
      column((row) => row.type),
      column((row) => row.action),
      column((row) => row.name),
      column((row) => JSON.stringify(row.data)),
      column((row) => truncateText(JSON.stringify(row.data), SUMMARY_LENGTH)),
      column((row) => row.sessionId),
      column((row) => row.path),
      column((row) => row.userAgent),
      column((row) => row.createdAt.toISOString()),
    ],
  )
}
