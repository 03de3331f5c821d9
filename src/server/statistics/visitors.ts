import {
  ANALYTICS_ENTRIES,
  consentEntry,
  eventEntry,
  eventFlowEntry,
  rankedList,
  STATISTICS_TEXTS as T,
  type RankedList,
  type TimeSeries,
} from '@/src/domain/statistics'

import { byHourOfDay, rankedBy, seriesOf, type Source } from './aggregates'
import type { RangeContext } from './context'
import { SqlParams, within } from './sql'

type Kind = { category: string; type?: string }

/** Analytics entries of one kind (category, and type where it matters). */
const isKind = (p: SqlParams, kind: Kind) =>
  `l.category = ${p.add(kind.category, 'text')}${kind.type ? ` AND l.type = ${p.add(kind.type, 'text')}` : ''}`

/**
 * Who a visitor is, without any IP address: the session of the entry, or, for a device report
 * without session, that page load on its own. Entries without either are no visitor (null).
 */
export const visitorOf = (p: SqlParams) =>
  `CASE WHEN l.session_id IS NOT NULL THEN 's:' || l.session_id WHEN ${isKind(p, ANALYTICS_ENTRIES.deviceInit)} THEN 'e:' || l.id END`

/** Analytics entries of the range, of one kind or all. */
export const logs = (p: SqlParams, kind?: Kind): Source => ({ from: 'analytics_logs l', at: 'l.created_at', where: kind ? [isKind(p, kind)] : [] })

/** Distinct visitors per bucket; the total counts each visitor of the range once. */
export function uniqueVisitors(ctx: RangeContext): Promise<TimeSeries> {
  const p = new SqlParams()
  return seriesOf(ctx, p, logs(p), `count(DISTINCT ${visitorOf(p)})`)
}

/** Page views (client navigations, the first one of a page load included) per bucket. */
export function pageViews(ctx: RangeContext): Promise<TimeSeries> {
  const p = new SqlParams()
  return seriesOf(ctx, p, logs(p, ANALYTICS_ENTRIES.pageView), 'count(*)')
}

/** Page views per path (with its query, order links scrubbed on arrival). */
export function pages(ctx: RangeContext): Promise<RankedList> {
  const p = new SqlParams()
  return rankedBy(ctx, p, logs(p, ANALYTICS_ENTRIES.pageView), { keys: ['l.path'], count: 'count(*)' }, (row) =>
    row.k0 ? { key: row.k0, label: row.k0 } : { key: 'unknown', label: T.unknown },
  )
}

/** Consent decisions of the banner: all, required only, selection. */
export function consents(ctx: RangeContext): Promise<RankedList> {
  const p = new SqlParams()
  return rankedBy(ctx, p, logs(p, ANALYTICS_ENTRIES.consent), { keys: ['l.name'], count: 'count(*)' }, (row) => consentEntry(row.k0))
}

/** Storefront events by name (add-to-cart, initiate-checkout …). */
export function events(ctx: RangeContext): Promise<RankedList> {
  const p = new SqlParams()
  return rankedBy(ctx, p, logs(p, ANALYTICS_ENTRIES.event), { keys: ['l.name'], count: 'count(*)' }, (row) => eventEntry(row.k0))
}

/** Distinct visitors per hour of the day (Vienna time), all 24 hours in order. */
export function visitorTimes(ctx: RangeContext): Promise<RankedList> {
  const p = new SqlParams()
  return byHourOfDay(ctx, p, logs(p), `count(DISTINCT ${visitorOf(p)})`)
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
