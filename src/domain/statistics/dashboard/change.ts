import { formatNumber, roundTo, toDecimal } from '@/src/domain/money'

/** Decimals of a change in percent: +12,5 %. */
const CHANGE_DECIMALS = 1

/**
 * The change from the previous period in percent, one decimal, half-up: 80 → 100 is 25,
 * 120 → 90 is -25, 3 → 4 is 33.3. Null when there is nothing to compare: a value is missing, or
 * the previous period had 0 (no percentage of nothing); 0 → 0 is no change (0).
 */
export function percentChange(current: number | null | undefined, previous: number | null | undefined): number | null {
  if (current === null || current === undefined || previous === null || previous === undefined) return null
  const before = toDecimal(previous)
  const now = toDecimal(current)
  if (before.isZero()) return now.isZero() ? 0 : null
  return roundTo(now.minus(before).div(before.abs()).times(100), CHANGE_DECIMALS)
}

/**
 * A change in percent as German text with its sign: '+25,0 %', '−25,0 %' (a real minus sign),
 * '±0,0 %'; '–' when there is nothing to compare.
 */
export function formatChange(change: number | null): string {
  if (change === null) return '–'
  const sign = change > 0 ? '+' : change < 0 ? '−' : '±'
  return `${sign}${formatNumber(Math.abs(change), CHANGE_DECIMALS)} %`
}
