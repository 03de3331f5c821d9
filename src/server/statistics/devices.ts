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

import { rankedBy, type KeyRow } from './aggregates'
import type { RangeContext } from './context'
import { SqlParams } from './sql'
import { logs, visitorOf } from './visitors'

/**
 * Visitors per reported device value: the device reports of the range grouped by the raw
 * `columns`, visitors counted once per raw value, each value turned into its entry by a rule of
 * the domain (a visitor who reported two values of one entry, e.g. two referrer pages of one
 * host, counts for each).
 */
function devices(ctx: RangeContext, columns: string[], entryOf: (row: KeyRow) => Entry): Promise<RankedList> {
  const p = new SqlParams()
  return rankedBy(ctx, p, logs(p, ANALYTICS_ENTRIES.deviceInit), { keys: columns, count: `count(DISTINCT ${visitorOf(p)})` }, entryOf)
}

/** Screen sizes ('1920 × 1080'). */
export const resolutions = (ctx: RangeContext) =>
  devices(ctx, [`l.data->>'screenWidth'`, `l.data->>'screenHeight'`], (row) => resolutionEntry(row.k0, row.k1))

/** Device pixel ratios ('2x'). */
export const devicePixelRatios = (ctx: RangeContext) => devices(ctx, [`l.data->>'windowDevicePixelRatio'`], (row) => pixelRatioEntry(row.k0))

/** Light or dark colour scheme of the device. */
export const colorSchemes = (ctx: RangeContext) => devices(ctx, [`l.data->>'darkMode'`], (row) => colorSchemeEntry(row.k0))

/** Hosts the visitors came from ('google.at'), or none. */
export const referrers = (ctx: RangeContext) => devices(ctx, [`l.data->>'documentReferrer'`], (row) => referrerEntry(row.k0))

/** Browsers, read from the user agent the server stored with the report. */
export const browsers = (ctx: RangeContext) => devices(ctx, ['l.user_agent'], (row) => browserEntry(row.k0))

/** Operating systems, read from the user agent the server stored with the report. */
export const operatingSystems = (ctx: RangeContext) => devices(ctx, ['l.user_agent'], (row) => operatingSystemEntry(row.k0))
