import type { Granularity } from '@/src/domain/statistics'

/**
 * The parameters of one statement, numbered as they are added: fragments ask for a placeholder
 * (`$3::int[]`) instead of splicing values into the text. Everything else spliced into the SQL of
 * the statistics is a constant of the code (column names, casts, formats).
 */
export class SqlParams {
  readonly values: unknown[] = []

  add(value: unknown, cast?: string): string {
    this.values.push(value instanceof Date ? value.toISOString() : value)
    return `$${this.values.length}${cast ? `::${cast}` : ''}`
  }
}

const PERIOD_FORMATS: Record<Granularity, string> = { day: 'YYYY-MM-DD', hour: 'YYYY-MM-DD"T"HH24' }

/** The bucket of a moment as the domain labels it ('2026-10-25', '2026-10-25T02'), in Vienna time. */
export const periodOf = (at: string, granularity: Granularity) => `to_char(${at} AT TIME ZONE 'Europe/Vienna', '${PERIOD_FORMATS[granularity]}')`

/** The two-digit hour of the day of a moment in Vienna time ('08'). */
export const hourOf = (at: string) => `to_char(${at} AT TIME ZONE 'Europe/Vienna', 'HH24')`

/** The calendar day of a moment in Vienna time, as a date. */
export const dayOf = (at: string) => `(${at} AT TIME ZONE 'Europe/Vienna')::date`

/** `at` within [start, end): a range condition an index on the column serves. */
export const within = (p: SqlParams, at: string, range: { start: Date; end: Date }) =>
  `${at} >= ${p.add(range.start, 'timestamptz')} AND ${at} < ${p.add(range.end, 'timestamptz')}`

/** The buckets of a series as a relation `buckets(period, start_at, end_at)`, for spans that cross buckets. */
export const bucketsRelation = (p: SqlParams, periods: readonly { period: string; start: Date; end: Date }[]) =>
  `unnest(${p.add(periods.map((b) => b.period), 'text[]')}, ${p.add(periods.map((b) => b.start), 'timestamptz[]')}, ${p.add(
    periods.map((b) => b.end),
    'timestamptz[]',
  )}) AS b(period, start_at, end_at)`

/** Seconds of the overlap of [s1, e1) and [s2, e2), 0 when they do not overlap. */
export const overlapSeconds = (s1: string, e1: string, s2: string, e2: string) =>
  `greatest(0, extract(epoch FROM least(${e1}, ${e2}) - greatest(${s1}, ${s2})))`
