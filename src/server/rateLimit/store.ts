import type { Pool } from 'pg'

/**
 * Fixed windows of request counts, kept in PostgreSQL so that every server process (and every
 * instance behind a load balancer) counts against the same limit. The table is runtime state, not
 * part of the data model: an UNLOGGED table in its own schema, which Payload's schema push and
 * migrations leave alone, created on first use.
 */
const SCHEMA = 'app_runtime'
const TABLE = `${SCHEMA}.rate_limit_windows`

export type WindowCount = { hits: number; retryAfterSeconds: number }

const prepared = new WeakMap<Pool, Promise<void>>()

function ensureTable(pool: Pool): Promise<void> {
  let ready = prepared.get(pool)
  if (!ready) {
    ready = createTable(pool).catch((error: unknown) => {
      prepared.delete(pool)
      throw error
    })
    prepared.set(pool, ready)
  }
  return ready
}

async function createTable(pool: Pool, attempt = 1): Promise<void> {
  try {
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${SCHEMA}`)
    await pool.query(
      `CREATE UNLOGGED TABLE IF NOT EXISTS ${TABLE} (key text PRIMARY KEY, window_start timestamptz NOT NULL, hits integer NOT NULL)`,
    )
  } catch (error) {
    // Two processes creating the table at the same moment: one of them loses the catalogue race.
    if (attempt < 3 && (error as { code?: string }).code === '23505') return createTable(pool, attempt + 1)
    throw error
  }
}

/** The upsert of one window's count: a new window once the last one has passed, else one hit more. `secs`: the window's parameter. */
const countedIn = (secs: string) =>
  `ON CONFLICT (key) DO UPDATE SET
     window_start = CASE WHEN w.window_start <= now() - make_interval(secs => ${secs}) THEN now() ELSE w.window_start END,
     hits = CASE WHEN w.window_start <= now() - make_interval(secs => ${secs}) THEN 1 ELSE w.hits + 1 END`

const sometimesForgetPassedWindows = (pool: Pool) => {
  if (Math.random() < 0.001) void forgetPassedWindows(pool).catch(() => undefined)
}

/**
 * Counts one hit for `key` in its current window of `windowMs` (opening a new window when the last
 * one has passed) and answers the hits so far and the seconds until the window ends. One
 * statement, atomic under concurrency; the database's clock is the one all processes share.
 */
export async function countHit(pool: Pool, key: string, windowMs: number): Promise<WindowCount> {
  await ensureTable(pool)
  const { rows } = await pool.query<{ hits: number; retry_after: string }>(
    `INSERT INTO ${TABLE} AS w (key, window_start, hits) VALUES ($1, now(), 1)
     ${countedIn('$2')}
     RETURNING hits, extract(epoch FROM w.window_start + make_interval(secs => $2) - now()) AS retry_after`,
    [key, windowMs / 1000],
  )
  sometimesForgetPassedWindows(pool)
  return { hits: rows[0].hits, retryAfterSeconds: Math.max(1, Math.ceil(Number(rows[0].retry_after))) }
}

export type CountedKey = { key: string; windowMs: number }

/**
 * Counts a hit for `first` and, only while `first` stays within `first.limit` with it, one for each
 * of `then`, in one statement (one round trip where a chain of limits applies: a client's
 * notifications, then each destination's). Answers the hits of `first` and of each of `then`
 * (null for those not counted).
 */
export async function countHitChain(pool: Pool, first: CountedKey & { limit: number }, then: readonly CountedKey[]): Promise<{ first: number; then: (number | null)[] }> {
  await ensureTable(pool)
  const values: unknown[] = [first.key, first.windowMs / 1000, first.limit]
  const param = (value: unknown) => `$${values.push(value)}`
  const chained = then.map(({ key, windowMs }, index) => {
    const [keyParam, secsParam] = [param(key), param(windowMs / 1000)]
    return `, then_${index} AS (
      INSERT INTO ${TABLE} AS w (key, window_start, hits) SELECT ${keyParam}, now(), 1 WHERE (SELECT hits FROM first) <= $3::int
      ${countedIn(secsParam)}
      RETURNING hits)`
  })
  const { rows } = await pool.query<Record<string, number | null>>(
    `WITH first AS (
       INSERT INTO ${TABLE} AS w (key, window_start, hits) VALUES ($1, now(), 1)
       ${countedIn('$2')}
       RETURNING hits)${chained.join('')}
     SELECT (SELECT hits FROM first) AS first${then.map((_, index) => `, (SELECT hits FROM then_${index}) AS then_${index}`).join('')}`,
    values,
  )
  sometimesForgetPassedWindows(pool)
  return { first: Number(rows[0].first), then: then.map((_, index) => (rows[0][`then_${index}`] === null ? null : Number(rows[0][`then_${index}`]))) }
}

/** Removes windows that ended more than a day ago (the longest window is a day). */
async function forgetPassedWindows(pool: Pool): Promise<void> {
  await ensureTable(pool)
  await pool.query(`DELETE FROM ${TABLE} WHERE window_start < now() - interval '2 days'`)
}
