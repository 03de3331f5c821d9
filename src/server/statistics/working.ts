import { HOUR_DECIMALS, timeSeries, WORKING_TIME_TYPES, type Period, type SeriesRow, type TimeSeries } from '@/src/domain/statistics'

import { staffTimeCondition, type RangeContext } from './context'
import { bucketsRelation, dayOf, overlapSeconds, SqlParams } from './sql'

/** What to count of the tracked activities: whose (a condition on alias `a`), which kinds, split into which buckets. */
export type ActivityScope = { condition: string; buckets: readonly Period[]; now: Date; types?: readonly string[] }

/**
 * The common table expressions that end in `worked(period, type, seconds)`: the seconds each
 * tracked activity lies in each bucket, its pauses subtracted. Running activities and open
 * pauses last until `now`. Both bounds are conditions the indexes on startedAt and endedAt serve.
 */
export function workedSeconds(p: SqlParams, scope: ActivityScope): string {
  const now = p.add(scope.now, 'timestamptz')
  const start = p.add(scope.buckets[0]?.start ?? scope.now, 'timestamptz')
  const end = p.add(scope.buckets.at(-1)?.end ?? scope.now, 'timestamptz')
  const types = scope.types ? `AND a.type = ANY(${p.add(scope.types, 'enum_working_activities_type[]')})` : ''
  return `activities AS (
      SELECT a.id, a.type, a.started_at, a.ended_at FROM (
        SELECT a.id, a.type, a.started_at, coalesce(a.ended_at, ${now}) AS ended_at FROM working_activities a
        WHERE a.started_at < ${end} AND (a.ended_at > ${start} OR a.ended_at IS NULL) AND ${scope.condition} ${types}
      ) a
      WHERE a.ended_at > a.started_at
    ),
    pieces AS (
      SELECT b.period, a.id, a.type, greatest(a.started_at, b.start_at) AS s, least(a.ended_at, b.end_at) AS e
      FROM activities a JOIN ${bucketsRelation(p, scope.buckets)} ON a.started_at < b.end_at AND a.ended_at > b.start_at
    ),
    worked AS (
      SELECT pc.period, pc.type::text AS type,
        extract(epoch FROM pc.e - pc.s) - coalesce((
          SELECT sum(${overlapSeconds('w.started_at', `coalesce(w.ended_at, ${now})`, 'pc.s', 'pc.e')})
          FROM working_activities_pauses w WHERE w._parent_id = pc.id
        ), 0) AS seconds
      FROM pieces pc
    )`
}

/** Hours of working time (Arbeitszeit, Dienstreise, Weiterbildung; pauses subtracted) per bucket. Employees: their own. */
export async function workingActivities(ctx: RangeContext): Promise<TimeSeries> {
  const p = new SqlParams()
  const cte = workedSeconds(p, { condition: staffTimeCondition(ctx, p, 'a'), buckets: ctx.periods, now: ctx.now, types: WORKING_TIME_TYPES })
  const { rows } = await ctx.pool.query<SeriesRow>(
    `WITH ${cte} SELECT period, (sum(seconds) / 3600)::text AS value FROM worked GROUP BY GROUPING SETS ((period), ())`,
    p.values,
  )
  return timeSeries(ctx.periods.map((period) => period.period), rows, HOUR_DECIMALS)
}

/** A clock time 'HH:MM' the schedules store (00:00 to 24:00); other texts are left out rather than failing the cast. */
const CLOCK = '^([01]?[0-9]|2[0-3]):[0-5][0-9]$|^24:00$'

/**
 * The planned shift of a schedule row (alias `ws`) as instants: its day in Vienna at `from` to
 * `to`, over midnight when `to` is not after `from`; null for a malformed clock time.
 */
export function shiftOf(p: SqlParams, ws: string): { start: string; end: string; valid: string } {
  const clock = p.add(CLOCK, 'text')
  const valid = `${ws}."from" ~ ${clock} AND ${ws}."to" ~ ${clock}`
  const local = (time: string) => `(${dayOf(`${ws}.date`)} + ${time})`
  return {
    valid,
    start: `CASE WHEN ${valid} THEN ${local(`${ws}."from"::time`)} AT TIME ZONE 'Europe/Vienna' END`,
    end: `CASE WHEN ${valid} THEN (${local(`${ws}."to"::time`)} + CASE WHEN ${ws}."to"::time <= ${ws}."from"::time THEN interval '1 day' ELSE interval '0 days' END) AT TIME ZONE 'Europe/Vienna' END`,
  }
}

/**
 * The schedule rows as they fall on days from `from` to before `to`, under the alias `ws` with the
 * table's columns: a dated shift once, a weekly one (src/domain/timeClock/schedules.ts) once per
 * week from its day up to its 'Gültig bis', its `date` moved by whole weeks (days are stored at
 * 12:00 UTC, so a week later is the same weekday in Vienna on both sides of a DST change).
 */
export function scheduleOccurrences(p: SqlParams, from: Date, to: Date): string {
  const start = p.add(from, 'timestamptz')
  const end = p.add(to, 'timestamptz')
  const week = `interval '7 days'`
  const weeks = (span: string) => `extract(epoch FROM ${span}) / 604800`
  return `(SELECT s.id, s.user_id, s.branch_id, s."from", s."to", s.planned_hours, o.date
      FROM working_schedules s
      CROSS JOIN LATERAL (
        SELECT s.date WHERE NOT coalesce(s.repeats_weekly, false)
        UNION ALL
        SELECT s.date + k * ${week}
        FROM generate_series(greatest(0, ceil(${weeks(`(${start} - s.date)`)}))::int, floor(${weeks(`(least(s.valid_until, ${end}) - s.date)`)})::int) k
        WHERE s.repeats_weekly
      ) o(date)
      WHERE s.date < ${end} AND (s.repeats_weekly OR s.date >= ${start}) AND (s.valid_until IS NULL OR NOT s.repeats_weekly OR s.valid_until >= ${start})
        AND o.date >= ${start} AND o.date < ${end} AND (s.valid_until IS NULL OR NOT s.repeats_weekly OR o.date <= s.valid_until)
    ) ws`
}

/** The planned hours of a schedule row: as entered, else the length of its shift. */
export const plannedHoursOf = (ws: string, shift: { start: string; end: string }) =>
  `coalesce(${ws}.planned_hours, extract(epoch FROM (${shift.end}) - (${shift.start})) / 3600)`

/**
 * Planned hours per bucket: each shift's planned hours spread over the time it spans (a night
 * shift counts on both days, in proportion). Employees: their own.
 */
export async function workingSchedules(ctx: RangeContext): Promise<TimeSeries> {
  const p = new SqlParams()
  const shift = shiftOf(p, 'ws')
  const { rows } = await ctx.pool.query<SeriesRow>(
    `WITH shifts AS (
        SELECT s.start_at, s.end_at, s.hours FROM (
          SELECT ${shift.start} AS start_at, ${shift.end} AS end_at, ${plannedHoursOf('ws', shift)} AS hours
          FROM ${scheduleOccurrences(p, new Date(ctx.range.start.getTime() - 86_400_000), ctx.range.end)}
          WHERE ${staffTimeCondition(ctx, p, 'ws')}
        ) s
        WHERE s.end_at > s.start_at
      )
      SELECT b.period, sum(sh.hours * ${overlapSeconds('sh.start_at', 'sh.end_at', 'b.start_at', 'b.end_at')} / extract(epoch FROM sh.end_at - sh.start_at))::text AS value
      FROM shifts sh JOIN ${bucketsRelation(p, ctx.periods)} ON sh.start_at < b.end_at AND sh.end_at > b.start_at
      GROUP BY GROUPING SETS ((b.period), ())`,
    p.values,
  )
  return timeSeries(ctx.periods.map((period) => period.period), rows, HOUR_DECIMALS)
}
