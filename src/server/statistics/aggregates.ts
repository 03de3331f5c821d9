import { hoursOfDay, rankedList, timeSeries, type Entry, type RankedList, type RankOptions, type RankRow, type SeriesRow, type TimeSeries } from '@/src/domain/statistics'

import type { RangeContext } from './context'
import { refreshRollups, type RollupSource } from './rollups/refresh'
import { hourOf, periodOf, within, type SqlParams } from './sql'

/**
 * Rows of a FROM clause in the range: `from` names the tables, `at` the moment that places a row in
 * time; for a daily roll-up (`rollup` names what it is built from) `at` is its Vienna day.
 */
export type Source = { from: string; at: string; where: string[]; rollup?: RollupSource }

/** Whether a set reads the daily roll-ups (see RangeContext.useRollups). */
export const fromRollups = (ctx: RangeContext) => ctx.useRollups

/** The condition of a source's rows in the range. */
export const whereOf = (p: SqlParams, ctx: RangeContext, source: Source) =>
  [
    source.rollup ? `${source.at} BETWEEN ${p.add(ctx.range.from, 'date')} AND ${p.add(ctx.range.to, 'date')}` : within(p, source.at, ctx.range),
    ...source.where,
  ].join(' AND ')

const periodIn = (ctx: RangeContext, source: Source) => (source.rollup ? `to_char(${source.at}, 'YYYY-MM-DD')` : periodOf(source.at, ctx.range.granularity))

/** Brings the roll-up of a daily source up to date for the range (a no-op for raw sources). */
export const rolledUp = async (ctx: RangeContext, source: Source) => {
  if (source.rollup) await refreshRollups(ctx.pool, source.rollup, ctx.range.from, ctx.range.to)
}

/**
 * A time series in one statement: `value` (an aggregate such as `count(*)`) per bucket of the
 * range and over the whole range (grouping sets), gaps filled with 0 by the domain.
 */
export async function seriesOf(ctx: RangeContext, p: SqlParams, source: Source, value: string, decimals = 0): Promise<TimeSeries> {
  await rolledUp(ctx, source)
  const { rows } = await ctx.pool.query<SeriesRow>(
    `SELECT ${periodIn(ctx, source)} AS period, (${value})::text AS value
      FROM ${source.from}
      WHERE ${whereOf(p, ctx, source)}
      GROUP BY GROUPING SETS ((period), ())`,
    p.values,
  )
  return timeSeries(
    ctx.periods.map((period) => period.period),
    rows,
    decimals,
  )
}

/** A grouped row: the raw key columns k0, k1 …, the further aggregates a0, a1 … and the count as exact text. */
export type KeyRow = Record<`k${number}` | `a${number}`, string | null> & { count: string }

/** How a list groups: raw `keys` to group by, further aggregates per group (`aggregates`, e.g. a name), and the `count`. */
export type Grouping = { keys: string[]; count: string; aggregates?: string[] }

/** The rows of one statement: per combination of the raw keys in the range, the count and further aggregates. */
async function countsBy(ctx: RangeContext, p: SqlParams, source: Source, grouping: Grouping): Promise<KeyRow[]> {
  const columns = [
    ...grouping.keys.map((key, index) => `${key} AS k${index}`),
    ...(grouping.aggregates ?? []).map((aggregate, index) => `(${aggregate})::text AS a${index}`),
  ].join(', ')
  const groups = grouping.keys.map((_, index) => `k${index}`).join(', ')
  await rolledUp(ctx, source)
  const { rows } = await ctx.pool.query<KeyRow>(
    `SELECT ${columns}, (${grouping.count})::text AS count FROM ${source.from} WHERE ${whereOf(p, ctx, source)} GROUP BY ${groups}`,
    p.values,
  )
  return rows
}

/** A ranked list in one statement: the count per raw key, each key turned into its entry by a domain rule (equal entries add up). */
export async function rankedBy(
  ctx: RangeContext,
  p: SqlParams,
  source: Source,
  grouping: Grouping,
  entryOf: (row: KeyRow) => Entry,
  options?: RankOptions,
): Promise<RankedList> {
  const rows = await countsBy(ctx, p, source, grouping)
  return rankedList(
    rows.map((row): RankRow => ({ ...entryOf(row), count: row.count })),
    options,
  )
}

/**
 * The count per hour of the day (Vienna time) of the rows' moments, or of the `hour` a roll-up
 * keeps (a number, grouped as such and written with two digits): all 24 hours in order, quiet ones with 0.
 */
export async function byHourOfDay(ctx: RangeContext, p: SqlParams, source: Source, count: string, hour = hourOf(source.at)): Promise<RankedList> {
  const rows = await countsBy(ctx, p, source, { keys: [hour], count })
  return rankedList(hoursOfDay(rows.map((row) => ({ key: row.k0 === null ? '' : String(row.k0).padStart(2, '0'), count: row.count }))), { order: 'given' })
}
