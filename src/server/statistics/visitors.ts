import {
  ANALYTICS_ENTRIES,
  consentEntry,
  eventEntry,
  eventFlowEntry,
  rankedList,
  STATISTICS_TEXTS as T,
  timeSeries,
  type RankedList,
  type SeriesRow,
  type TimeSeries,
} from '@/src/domain/statistics'

import { byHourOfDay, fromRollups, rankedBy, rolledUp, seriesOf, whereOf, type Source } from './aggregates'
import type { RangeContext } from './context'
import { ROLLUPS } from './rollups/schema'
import { SqlParams, within } from './sql'
import { isKind, visitorOf, type EntryKind } from './visitorKey'

/** Analytics entries of the range, of one kind or all. */
export const logs = (p: SqlParams, kind?: EntryKind): Source => ({ from: 'analytics_logs l', at: 'l.created_at', where: kind ? [isKind(p, kind)] : [] })

/** Entries of one kind, from the raw log or, over whole days, from the daily counts (`count` adds them up either way). */
const entriesOf = (ctx: RangeContext, p: SqlParams, kind: EntryKind) =>
  fromRollups(ctx)
    ? { source: { from: `${ROLLUPS}.entry_days l`, at: 'l.day', where: [isKind(p, kind)], rollup: 'logs' as const }, count: 'sum(l.entries)' }
    : { source: logs(p, kind), count: 'count(*)' }

/** Distinct visitors per bucket; the total counts each visitor of the range once. */
export async function uniqueVisitors(ctx: RangeContext): Promise<TimeSeries> {
  const p = new SqlParams()
  if (!fromRollups(ctx)) return seriesOf(ctx, p, logs(p), `count(DISTINCT ${visitorOf(p)})`)
  // Over whole days: a day's rows are its distinct visitors already; the total is a distinct over the range.
  const days: Source = { from: `${ROLLUPS}.visitor_days v`, at: 'v.day', where: [], rollup: 'logs' }
  await rolledUp(ctx, days)
  const inRange = whereOf(p, ctx, days)
  const { rows } = await ctx.pool.query<SeriesRow>(
    `SELECT to_char(v.day, 'YYYY-MM-DD') AS period, count(*)::text AS value FROM ${days.from} WHERE ${inRange} GROUP BY v.day
     UNION ALL
     SELECT NULL, count(*)::text FROM (SELECT DISTINCT v.visitor FROM ${days.from} WHERE ${inRange}) visitors`,
    p.values,
  )
  return timeSeries(ctx.periods.map((period) => period.period), rows)
}

/** Visitors of the range per hour of the day: the raw log, or, over whole days, the distinct visitors per day and hour. */
const visitorHours = (ctx: RangeContext, p: SqlParams) =>
  fromRollups(ctx)
    ? { source: { from: `${ROLLUPS}.visitor_hours v`, at: 'v.day', where: [], rollup: 'logs' as const }, visitor: 'v.visitor', hour: 'v.hour' }
    : { source: logs(p), visitor: visitorOf(p), hour: undefined }

/** Page views (client navigations, the first one of a page load included) per bucket. */
export function pageViews(ctx: RangeContext): Promise<TimeSeries> {
  const p = new SqlParams()
  const { source, count } = entriesOf(ctx, p, ANALYTICS_ENTRIES.pageView)
  return seriesOf(ctx, p, source, count)
}

/** Page views per path (with its query, order links scrubbed on arrival). */
export function pages(ctx: RangeContext): Promise<RankedList> {
  const p = new SqlParams()
  const { source, count } = entriesOf(ctx, p, ANALYTICS_ENTRIES.pageView)
  return rankedBy(ctx, p, source, { keys: ['l.path'], count }, (row) =>
    row.k0 ? { key: row.k0, label: row.k0 } : { key: 'unknown', label: T.unknown },
  )
}

/** Consent decisions of the banner: all, required only, selection. */
export function consents(ctx: RangeContext): Promise<RankedList> {
  const p = new SqlParams()
  const { source, count } = entriesOf(ctx, p, ANALYTICS_ENTRIES.consent)
  return rankedBy(ctx, p, source, { keys: ['l.name'], count }, (row) => consentEntry(row.k0))
}

/** Storefront events by name (add-to-cart, initiate-checkout …). */
export function events(ctx: RangeContext): Promise<RankedList> {
  const p = new SqlParams()
  const { source, count } = entriesOf(ctx, p, ANALYTICS_ENTRIES.event)
  return rankedBy(ctx, p, source, { keys: ['l.name'], count }, (row) => eventEntry(row.k0))
}

/** Distinct visitors per hour of the day (Vienna time), all 24 hours in order. */
export function visitorTimes(ctx: RangeContext): Promise<RankedList> {
  const p = new SqlParams()
  const { source, visitor, hour } = visitorHours(ctx, p)
  return byHourOfDay(ctx, p, source, `count(DISTINCT ${visitor})`, hour)
}

/**
 * Steps from one event to the next within a session: how often visitors went from 'In den
 * Warenkorb' to 'Zur Kasse'. Entries without session have no flow.
 */
export async function eventFlow(ctx: RangeContext): Promise<RankedList> {
  const p = new SqlParams()
  const { rows } = await ctx.pool.query<{ from: string | null; to: string | null; count: string }>(
    `SELECT previous AS "from", name AS "to", count(*)::text AS count FROM (
        SELECT l.name, lag(l.name) OVER (PARTITION BY l.session_id ORDER BY l.created_at, l.id) AS previous
        FROM analytics_logs l
        WHERE ${within(p, 'l.created_at', ctx.range)} AND ${isKind(p, ANALYTICS_ENTRIES.event)} AND l.session_id IS NOT NULL
      ) steps
      WHERE previous IS NOT NULL
      GROUP BY previous, name`,
    p.values,
  )
  return rankedList(rows.map((row) => ({ ...eventFlowEntry(row.from, row.to), count: row.count })))
}
