import {
  ANALYTICS_ENTRIES,
  browserEntry,
  colorSchemeEntry,
  operatingSystemEntry,
  pixelRatioEntry,
  referrerEntry,
  resolutionEntry,
  rankedList,
  type Entry,
  type RankedList,
  type RankRow,
} from '@/src/domain/statistics'

import { fromRollups, rankedBy, rolledUp, whereOf, type KeyRow, type Source } from './aggregates'
import type { RangeContext } from './context'
import { DEVICE_VALUES, type DeviceValue } from './rollups/deviceValues'
import { ROLLUPS } from './rollups/schema'
import { SqlParams } from './sql'
import { visitorOf } from './visitorKey'
import { logs } from './visitors'

/**
 * Visitors per reported device value: the device reports of the range grouped by the raw values
 * of `kind` (over whole days: the daily distinct visitors per value), visitors counted once per
 * raw value, each value turned into its entry by a rule of the domain (a visitor who reported two
 * values of one entry, e.g. two referrer pages of one host, counts for each).
 */
async function devices(ctx: RangeContext, kind: DeviceValue, entryOf: (row: KeyRow) => Entry): Promise<RankedList> {
  const p = new SqlParams()
  if (!fromRollups(ctx)) {
    return rankedBy(ctx, p, logs(p, ANALYTICS_ENTRIES.deviceInit), { keys: [...DEVICE_VALUES[kind]], count: `count(DISTINCT ${visitorOf(p)})` }, entryOf)
  }
  const source: Source = { from: `${ROLLUPS}.device_days d`, at: 'd.day', where: [`d.kind = ${p.add(kind, 'text')}`], rollup: 'logs' }
  await rolledUp(ctx, source)
  // Counted per value key (a bigint sorts fast), then spelled out from the dictionary.
  const { rows } = await ctx.pool.query<KeyRow>(
    `SELECT v.value1 AS k0, v.value2 AS k1, c.count FROM (
        SELECT d.kind, d.value_key, count(DISTINCT d.visitor)::text AS count FROM ${source.from} WHERE ${whereOf(p, ctx, source)} GROUP BY d.kind, d.value_key
      ) c JOIN ${ROLLUPS}.device_values v ON v.kind = c.kind AND v.value_key = c.value_key`,
    p.values,
  )
  return rankedList(rows.map((row): RankRow => ({ ...entryOf(row), count: row.count })))
}

/** Screen sizes ('1920 × 1080'). */
export const resolutions = (ctx: RangeContext) =>
  devices(ctx, 'resolution', (row) => resolutionEntry(row.k0, row.k1))

/** Device pixel ratios ('2x'). */
export const devicePixelRatios = (ctx: RangeContext) => devices(ctx, 'pixelRatio', (row) => pixelRatioEntry(row.k0))

/** Light or dark colour scheme of the device. */
export const colorSchemes = (ctx: RangeContext) => devices(ctx, 'colorScheme', (row) => colorSchemeEntry(row.k0))

/** Hosts the visitors came from ('google.at'), or none. */
export const referrers = (ctx: RangeContext) => devices(ctx, 'referrer', (row) => referrerEntry(row.k0))

/** Browsers, read from the user agent the server stored with the report. */
export const browsers = (ctx: RangeContext) => devices(ctx, 'userAgent', (row) => browserEntry(row.k0))

/** Operating systems, read from the user agent the server stored with the report. */
export const operatingSystems = (ctx: RangeContext) => devices(ctx, 'userAgent', (row) => operatingSystemEntry(row.k0))
