import type { PayloadRequest } from 'payload'
import type { Pool, QueryConfig } from 'pg'

import { STATISTICS_SETS } from '@/src/server/statistics/sets'

/** The two ranges of the issue, ending today (Vienna): 30 and 365 days, both ends inclusive. */
const RANGES = [
  { label: '30 Tage', days: 30 },
  { label: '365 Tage', days: 365 },
] as const

/** One call of GET /api/statistics/{set} with its query. */
export type SetCall = { set: string; range: string; query: URLSearchParams }

/** The sets whose parameters are a user and start/end instead of from/to. */
const PROFILE_SETS = new Set(['user-profile', 'user-profile-working-activities'])

const viennaDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(date)

/** The calendar day `days` before `day` ('YYYY-MM-DD'). */
const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10)

/**
 * Every set of the server (src/server/statistics/sets.ts) for each range ending today; the user
 * profiles for `employee` with `start`…`end` the range and `now` today.
 */
export function setCalls(employee: number, now = new Date()): SetCall[] {
  const today = viennaDay(now)
  return [...STATISTICS_SETS.keys()].flatMap((set) =>
    RANGES.map(({ label, days }) => {
      const from = daysBefore(today, days - 1)
      const query = PROFILE_SETS.has(set)
        ? new URLSearchParams({ user: String(employee), start: from, end: today, now: today })
        : new URLSearchParams({ from, to: today })
      return { set, range: label, query }
    }),
  )
}

/** The path of a call on the server. */
export const pathOf = (call: SetCall) => `/api/statistics/${call.set}?${call.query}`

/** A statement as the set sent it to PostgreSQL. */
type Statement = { text: string; values: unknown[] }

/**
 * Runs a set in this process against `pool`, as the endpoint would for an admin (same module, same
 * SQL), and returns the statements it sent: the statistics code is not changed to reveal them.
 */
export async function runSetDirectly(pool: Pool, call: SetCall, adminId: number): Promise<Statement[]> {
  const statements: Statement[] = []
  const recording = {
    query: (text: string | QueryConfig, values?: unknown[]) => {
      const statement = typeof text === 'string' ? { text, values: values ?? [] } : { text: text.text, values: text.values ?? [] }
      statements.push(statement)
      return pool.query(statement.text, statement.values)
    },
  }
  const set = STATISTICS_SETS.get(call.set)
  if (!set) throw new Error(`Unbekannte Statistik ${call.set}`)
  const req = { searchParams: call.query, user: { id: adminId }, payload: { db: { pool: recording } }, routeParams: { set: call.set } }
  await set(req as unknown as PayloadRequest, { all: true })
  return statements
}

/** EXPLAIN (ANALYZE, BUFFERS) of a statement with its parameters, as text. */
export async function explain(pool: Pool, statement: Statement): Promise<string> {
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values)
  return rows.map((row) => row['QUERY PLAN']).join('\n')
}
