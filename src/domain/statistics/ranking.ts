import type Decimal from 'decimal.js-light'

import { roundTo, sumDecimal, toDecimal } from '../money'

/** One entry of a ranked list: what was counted (key and German label), how often, and its share of the total. */
export interface RankedEntry {
  key: string
  label: string
  count: number
  /** count / total, 0 to 1 with four decimals (0.3333); 0 when the total is 0. */
  share: number
}

/** The ranked list answer: its entries and the total of all counts (entries beyond the limit included). */
export interface RankedList {
  data: RankedEntry[]
  total: number
}

/** A counted key as an aggregate or a rule names it; equal keys are added up. */
export type RankRow = { key: string; label: string; count: string | number | null }

/** Share decimals: 0.3333 = 33,33 %. */
const SHARE_DECIMALS = 4
/** A ranked list shows at most this many entries. */
const MAX_RANKED_ENTRIES = 100

export type RankOptions = {
  /** Decimals of the counts (0 for counts, 2 for hours). */
  decimals?: number
  /** 'count': largest first (ties by label); 'given': the rows' order (hours of the day). */
  order?: 'count' | 'given'
  limit?: number
}

/** count / total as a share with four decimals. */
export function shareOf(count: unknown, total: unknown): number {
  const whole = toDecimal(total)
  return whole.isZero() ? 0 : roundTo(toDecimal(count).div(whole), SHARE_DECIMALS)
}

/** Adds up the rows of equal keys, keeping the first row's label and the rows' first-seen order. */
function mergeByKey(rows: readonly RankRow[]): { key: string; label: string; count: Decimal }[] {
  const merged = new Map<string, { key: string; label: string; count: Decimal }>()
  for (const row of rows) {
    const entry = merged.get(row.key)
    if (entry) entry.count = entry.count.plus(toDecimal(row.count))
    else merged.set(row.key, { key: row.key, label: row.label, count: toDecimal(row.count) })
  }
  return [...merged.values()]
}

/**
 * The ranked list of the rows: equal keys added up, the total taken over all of them, each entry's
 * share of it, largest first (or in the given order), at most `limit` entries.
 */
export function rankedList(rows: readonly RankRow[], { decimals = 0, order = 'count', limit = MAX_RANKED_ENTRIES }: RankOptions = {}): RankedList {
  const entries = mergeByKey(rows)
  const total = sumDecimal(entries.map((entry) => entry.count))
  if (order === 'count') {
    entries.sort((a, b) => b.count.comparedTo(a.count) || a.label.localeCompare(b.label, 'de') || a.key.localeCompare(b.key))
  }
  return {
    data: entries.slice(0, limit).map((entry) => ({
      key: entry.key,
      label: entry.label,
      count: roundTo(entry.count, decimals),
      share: shareOf(entry.count, total),
    })),
    total: roundTo(total, decimals),
  }
}
