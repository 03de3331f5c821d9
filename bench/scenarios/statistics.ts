import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

import { E2E_ADMIN } from '@/tests/e2e/support/accounts'

import { explain, pathOf, runSetDirectly, setCalls, type SetCall } from './statistics/calls'
import { generateStatisticsData } from './statistics/generate'

/** The volume (BENCH_STATISTICS_ENTRIES, BENCH_STATISTICS_ORDERS to change): a year of a busy site. */
const VOLUME = {
  entries: Number(process.env.BENCH_STATISTICS_ENTRIES || 1_000_000),
  orders: Number(process.env.BENCH_STATISTICS_ORDERS || 100_000),
  days: 365,
  employeesPerBranch: 8,
}
/** Measured requests per set and range (BENCH_STATISTICS_REQUESTS), after WARM_UPS that are not counted. */
const REQUESTS = Math.max(1, Number(process.env.BENCH_STATISTICS_REQUESTS || 20))
const WARM_UPS = 2
/** The target: p95 of every set at most this. */
const TARGET_P95_MS = 200

type Timing = { call: SetCall; ms: number[]; bytes: number }

/** The admin's token and id from the staff sign-in. */
async function signIn(baseUrl: string): Promise<{ token: string; id: number }> {
  const response = await fetch(`${baseUrl}/api/auth/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  })
  if (!response.ok) throw new Error(`Anmeldung: ${response.status} ${await response.text()}`)
  const { token, user } = (await response.json()) as { token: string; user: { id: number } }
  return { token, id: user.id }
}

/** One call after the other on one connection: the time to the whole answer and its size. */
async function timeCall(baseUrl: string, token: string, call: SetCall): Promise<Timing> {
  const ms: number[] = []
  let bytes = 0
  for (let index = 0; index < WARM_UPS + REQUESTS; index++) {
    const started = performance.now()
    const response = await fetch(`${baseUrl}${pathOf(call)}`, { headers: { Authorization: `JWT ${token}` } })
    const body = await response.arrayBuffer()
    const elapsed = performance.now() - started
    if (!response.ok) throw new Error(`${pathOf(call)}: ${response.status} ${Buffer.from(body).toString()}`)
    bytes = body.byteLength
    if (index >= WARM_UPS) ms.push(elapsed)
  }
  return { call, ms: ms.sort((a, b) => a - b), bytes }
}

/** The `fraction` percentile (nearest rank) of sorted milliseconds, whole. */
const percentile = (sorted: number[], fraction: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))])

const rowOf = ({ call, ms, bytes }: Timing): Record<string, string | number> => {
  const p95 = percentile(ms, 0.95)
  return {
    Statistik: call.set,
    Zeitraum: call.range,
    'p50 ms': percentile(ms, 0.5),
    'p95 ms': p95,
    'p99 ms': percentile(ms, 0.99),
    'max ms': Math.round(ms.at(-1) ?? 0),
    'Antwort Bytes': bytes,
    [`Ziel p95 ≤ ${TARGET_P95_MS} ms`]: p95 <= TARGET_P95_MS ? 'ja' : 'ÜBER ZIEL',
  }
}

/**
 * The plan of the slowest set's statement: the set runs once more in this process against the
 * server's database with a pool that records what it sends (the same module and SQL as the
 * endpoint), and each statement is explained with its parameters.
 */
async function slowestPlan(databaseUrl: string, slowest: Timing, adminId: number): Promise<string> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 })
  try {
    const statements = await runSetDirectly(pool, slowest.call, adminId)
    const plans: string[] = []
    for (const statement of statements) plans.push(`${statement.text}\n\nParameter: ${JSON.stringify(statement.values).slice(0, 400)}\n\n${await explain(pool, statement)}`)
    return plans.join('\n\n')
  } finally {
    await pool.end()
  }
}

/**
 * `npm run bench statistics`: generates a year of 1,000,000 analytics entries and 100,000 orders
 * (plus staff time) by bulk SQL, replacing an earlier run's, then measures every set of
 * GET /api/statistics/{set} for the last 30 and 365 days as the signed-in admin (sequential
 * requests after two warm-ups) and prints, after the table, the EXPLAIN (ANALYZE, BUFFERS) of the
 * slowest set's statement (also stored in bench/results/).
 */
export async function statistics(baseUrl: string, databaseUrl: string): Promise<Record<string, string | number>[]> {
  const generated = await generateStatisticsData(databaseUrl, VOLUME)
  console.log(`Statistikdaten erzeugt in ${generated.seconds.toLocaleString('de-AT')} s:`)
  console.table(generated.counts)
  const admin = await signIn(baseUrl)
  const timings: Timing[] = []
  for (const call of setCalls(generated.employee)) timings.push(await timeCall(baseUrl, admin.token, call))
  const rows = timings.map(rowOf)
  const slowest = timings.reduce((a, b) => (percentile(b.ms, 0.95) > percentile(a.ms, 0.95) ? b : a))
  const over = rows.filter((row) => row[`Ziel p95 ≤ ${TARGET_P95_MS} ms`] !== 'ja').length
  const plan = await slowestPlan(databaseUrl, slowest, admin.id)
  const heading = `Langsamste Statistik: ${slowest.call.set}, ${slowest.call.range}, p95 ${percentile(slowest.ms, 0.95)} ms (${over} von ${rows.length} über ${TARGET_P95_MS} ms)`
  const file = path.join('bench', 'results', `${new Date().toISOString().replace(/[:.]/g, '-')}-statistics-plan.txt`)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${heading}\n\n${plan}\n`)
  console.log(`\n${heading}\n\n${plan}\n\nPlan gespeichert: ${file}`)
  return rows
}
