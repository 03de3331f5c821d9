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

/**
 * Counts one hit for `key` in its current window of `windowMs` (opening a new window when the last
 * one has passed) and answers the hits so far and the seconds until the window ends. One
 * statement, atomic under concurrency; the database's clock is the one all processes share.
 */
export async function countHit(pool: Pool, key: string, windowMs: number): Promise<WindowCount> {
  await ensureTable(pool)
  const { rows } = await pool.query<{ hits: number; retry_after: string }>(
    `INSERT INTO ${TABLE} AS w (key, window_start, hits) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       window_start = CASE WHEN w.window_start <= now() - make_interval(secs => $2) THEN now() ELSE w.window_start END,
       hits = CASE WHEN w.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE w.hits + 1 END
     RETURNING hits, extract(epoch FROM w.window_start + make_interval(secs => $2) - now()) AS retry_after`,
    [key, windowMs / 1000],
  )
  if (Math.random() < 0.001) void forgetPassedWindows(pool).catch(() => undefined)
  return { hits: rows[0].hits, retryAfterSeconds: Math.max(1, Math.ceil(Number(rows[0].retry_after))) }
}

/** Removes windows that ended more than a day ago (the longest window is a day). */
async function forgetPassedWindows(pool: Pool): Promise<void> {
  await ensureTable(pool)
  await pool.query(`DELETE FROM ${TABLE} WHERE window_start < now() - interval '2 days'`)
}
