import {
  ANALYTICS_ENTRIES,
  browserEntry,
  colorSchemeEntry,
  operatingSystemEntry,
  pixelRatioEntry,
  referrerEntry,
  resolutionEntry,
  type Entry,
  type RankedList,
} from '@/src/domain/statistics'

import { fromRollups, rankedBy, type KeyRow } from './aggregates'
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
function devices(ctx: RangeContext, kind: DeviceValue, entryOf: (row: KeyRow) => Entry): Promise<RankedList> {
  const p = new SqlParams()
  if (!fromRollups(ctx)) {
    return rankedBy(ctx, p, logs(p, ANALYTICS_ENTRIES.deviceInit), { keys: [...DEVICE_VALUES[kind]], count: `count(DISTINCT ${visitorOf(p)})` }, entryOf)
  }
  const source = { from: `${ROLLUPS}.device_days d`, at: 'd.day', where: [`d.kind = ${p.add(kind, 'text')}`], rollup: 'logs' as const }
  const keys = DEVICE_VALUES[kind].map((_, index) => `d.value${index + 1}`)
  return rankedBy(ctx, p, source, { keys, count: 'count(DISTINCT d.visitor)' }, entryOf)
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
