import type { Pool, PoolClient } from 'pg'

import { ANALYTICS_ENTRIES, MAX_RANGE_DAYS } from '@/src/domain/statistics'
import { inClientTransaction } from '@/src/server/db/clientTransaction'

import { dayOf, hourOf, SqlParams } from '../sql'
import { itemCount, productKey } from '../orderLines'
import { isKind, visitorOf } from '../visitorKey'
import { DEVICE_VALUES } from './deviceValues'
import { ROLLUP_TABLES, ROLLUPS } from './schema'

/** What a roll-up is built from: analytics entries, or orders with their lines. */
export type RollupSource = 'logs' | 'orders'

/** The days being recomputed, as placeholders of the statement: the list, or a condition on the raw rows' moment. */
type Days = {
  list: () => string
  /** `at` on one of the days: a range the index on the moment serves, then the exact days. */
  contain: (at: string) => string
}

/** One statement of a refresh. */
type Recompute = (p: SqlParams, days: Days) => string

const daysOf = (p: SqlParams, days: string[]): Days => ({
  list: () => p.add(days, 'date[]'),
  contain: (at) =>
    `${at} >= (${p.add(days[0], 'date')}::timestamp AT TIME ZONE 'Europe/Vienna')` +
    ` AND ${at} < ((${p.add(days[days.length - 1], 'date')} + 1)::timestamp AT TIME ZONE 'Europe/Vienna')` +
    ` AND ${dayOf(at)} = ANY(${p.add(days, 'date[]')})`,
})

const clear = (table: string): Recompute => (_, days) => `DELETE FROM ${ROLLUPS}.${table} WHERE day = ANY(${days.list()})`

/** A device value as the roll-ups key it: a 64-bit hash of its one or two raw values. */
const valueKey = (value1: string, value2: string) =>
  `hashtextextended(concat_ws(chr(31), coalesce(${value1}, ''), coalesce(${value2}, ''), ${value1} IS NULL, ${value2} IS NULL), 0)`

/** A visitor as the roll-ups keep it: a 64-bit hash of the key the raw sets count (null: no visitor). */
const hashedVisitor = (p: SqlParams) => `hashtextextended(${visitorOf(p)}, 0)`

const LOGS: Recompute[] = [
  clear('entry_days'),
  clear('visitor_hours'),
  clear('visitor_days'),
  clear('device_days'),
  (_, days) => `INSERT INTO ${ROLLUPS}.entry_days (day, category, type, name, path, entries)
    SELECT ${dayOf('l.created_at')}, l.category::text, l.type::text, l.name::text, l.path::text, count(*)
    FROM analytics_logs l WHERE ${days.contain('l.created_at')} GROUP BY 1, 2, 3, 4, 5`,
  (p, days) => `INSERT INTO ${ROLLUPS}.visitor_hours (day, hour, visitor)
    SELECT DISTINCT ${dayOf('l.created_at')}, ${hourOf('l.created_at')}::smallint, ${hashedVisitor(p)}
    FROM analytics_logs l WHERE ${days.contain('l.created_at')} AND ${visitorOf(p)} IS NOT NULL`,
  (_, days) => `INSERT INTO ${ROLLUPS}.visitor_days (day, visitor) SELECT DISTINCT day, visitor FROM ${ROLLUPS}.visitor_hours WHERE day = ANY(${days.list()})`,
  (p, days) => `WITH reports AS (
      SELECT ${dayOf('l.created_at')} AS day, v.kind, v.value1, v.value2, ${valueKey('v.value1', 'v.value2')} AS value_key, ${hashedVisitor(p)} AS visitor
      FROM analytics_logs l CROSS JOIN LATERAL (VALUES ${Object.entries(DEVICE_VALUES)
        .map(([kind, values]) => {
          const [value1, value2 = 'NULL::text'] = values as readonly string[]
          return `(${p.add(kind, 'text')}, ${value1}, ${value2})`
        })
        .join(', ')}) AS v(kind, value1, value2)
      WHERE ${days.contain('l.created_at')} AND ${isKind(p, ANALYTICS_ENTRIES.deviceInit)}
    ),
    spelled AS (
      INSERT INTO ${ROLLUPS}.device_values (kind, value_key, value1, value2) SELECT DISTINCT ON (kind, value_key) kind, value_key, value1, value2 FROM reports
      ON CONFLICT DO NOTHING
    )
    INSERT INTO ${ROLLUPS}.device_days (day, kind, value_key, visitor) SELECT DISTINCT day, kind, value_key, visitor FROM reports`,
]

const ORDERS: Recompute[] = [
  clear('order_days'),
  clear('item_days'),
  clear('tax_days'),
  (_, days) => `INSERT INTO ${ROLLUPS}.order_days (day, branch_id, status, orders, gross)
    SELECT ${dayOf('o.created_at')}, o.branch_id, o.status::text, count(*), sum(o.totals_gross)
    FROM orders o WHERE ${days.contain('o.created_at')} GROUP BY 1, 2, 3`,
  (p, days) => `INSERT INTO ${ROLLUPS}.item_days (day, branch_id, status, product_key, items, name, named_at, named_order)
    SELECT ${dayOf('o.created_at')}, o.branch_id, o.status::text, ${productKey}, sum(${itemCount(p)}),
      (array_agg(i.name ORDER BY o.created_at DESC, o.id DESC))[1], max(o.created_at), (array_agg(o.id ORDER BY o.created_at DESC, o.id DESC))[1]
    FROM orders o JOIN orders_items i ON i._parent_id = o.id WHERE ${days.contain('o.created_at')} GROUP BY 1, 2, 3, 4`,
  (_, days) => `INSERT INTO ${ROLLUPS}.tax_days (day, branch_id, status, rate, net, tax, gross)
    SELECT day, branch_id, status, rate, sum(coalesce(net, gross - tax)), sum(tax), sum(gross) FROM (
      SELECT ${dayOf('o.created_at')} AS day, o.branch_id, o.status::text AS status, t.rate, t.net, coalesce(t.tax, 0) AS tax,
        coalesce(t.gross, (SELECT sum(i.gross) FROM orders_items i WHERE i._parent_id = t._parent_id AND i.tax_rate = t.rate), 0) AS gross
      FROM orders o JOIN orders_totals_taxes t ON t._parent_id = o.id
      WHERE ${days.contain('o.created_at')} AND t.rate IS NOT NULL
    ) lines GROUP BY 1, 2, 3, 4`,
]

const RECOMPUTE: Record<RollupSource, Recompute[]> = { logs: LOGS, orders: ORDERS }

async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    return await inClientTransaction(client, () => work(client))
  } finally {
    client.release()
  }
}

/**
 * Recomputes the noted days of `source` between `from` and `to` (Vienna days 'YYYY-MM-DD',
 * inclusive) and clears their notes, newest first, in transactions of at most BATCH_DAYS days.
 * Two callers never recompute a day twice: the second waits on the first's deleted notes and then
 * finds them gone. A change committing meanwhile waits for that transaction (its trigger notes the
 * same day) and notes its day again, so it is picked up next time; the batches keep that wait
 * short even when a whole year is recomputed at once (the first call after the migration).
 */
export async function refreshRollups(pool: Pool, source: RollupSource, from: string, to: string): Promise<void> {
  const due = await pool.query(`SELECT 1 FROM ${ROLLUPS}.dirty_days WHERE source = $1 AND day BETWEEN $2::date AND $3::date LIMIT 1`, [source, from, to])
  if (!due.rowCount) return
  let recomputed = 0
  // Bounded: under steady traffic today is noted again while it is recomputed.
  for (let round = 0; round < MAX_BATCHES; round++) {
    const batch = await recomputeBatch(pool, source, from, to)
    if (batch === 0) break
    recomputed += batch
  }
  // After a large recompute the planner needs fresh statistics and the index-only scans a
  // visibility map: what autovacuum would do later.
  if (recomputed >= VACUUM_AFTER_DAYS) await pool.query(`VACUUM (ANALYZE) ${ROLLUP_TABLES[source].map((table) => `${ROLLUPS}.${table}`).join(', ')}`)
}

/** Days recomputed in one transaction, and transactions per call (enough for the longest range). */
const BATCH_DAYS = 31
const MAX_BATCHES = Math.ceil(MAX_RANGE_DAYS / BATCH_DAYS) + 1
/** Recomputing this many days in one call is followed by a VACUUM (ANALYZE) of the source's roll-ups. */
const VACUUM_AFTER_DAYS = 28

/** Takes the notes of up to BATCH_DAYS days (newest first) and recomputes those days; how many. */
function recomputeBatch(pool: Pool, source: RollupSource, from: string, to: string): Promise<number> {
  return inTransaction(pool, async (client) => {
    const taken = await client.query<{ day: string }>(
      `DELETE FROM ${ROLLUPS}.dirty_days WHERE (source, day) IN (
         SELECT source, day FROM ${ROLLUPS}.dirty_days WHERE source = $1 AND day BETWEEN $2::date AND $3::date ORDER BY day DESC LIMIT $4 FOR UPDATE
       ) RETURNING to_char(day, 'YYYY-MM-DD') AS day`,
      [source, from, to, BATCH_DAYS],
    )
    const noted = taken.rows.map((row) => row.day).sort()
    for (const recompute of noted.length ? RECOMPUTE[source] : []) {
      const p = new SqlParams()
      await client.query(recompute(p, daysOf(p, noted)), p.values)
    }
    return noted.length
  })
}
