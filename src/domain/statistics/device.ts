import { parseDecimal } from '../money'
import type { Entry } from './entry'
import { STATISTICS_TEXTS as T } from './texts'

const UNKNOWN: Entry = { key: 'unknown', label: T.unknown }

/** A whole number of pixels 1..100000 from a reported value, else null. */
function pixels(value: unknown): number | null {
  const number = parseDecimal(value)
  return number && number.isInteger() && number.greaterThanOrEqualTo(1) && number.lessThanOrEqualTo(100_000) ? number.toNumber() : null
}

/** The screen size of a device report: '1920x1080', labelled '1920 × 1080'. */
export function resolutionEntry(width: unknown, height: unknown): Entry {
  const w = pixels(width)
  const h = pixels(height)
  return w && h ? { key: `${w}x${h}`, label: `${w} × ${h}` } : UNKNOWN
}

/** The device pixel ratio, at most two decimals: 2 → '2' ('2x'), 1.5 → '1.5' ('1,5x'), 2.625 → '2.63'. */
export function pixelRatioEntry(ratio: unknown): Entry {
  const value = parseDecimal(ratio)
  if (!value || value.lessThanOrEqualTo(0) || value.greaterThan(100)) return UNKNOWN
  const key = value.toDecimalPlaces(2).toString()
  return { key, label: `${key.replace('.', ',')}x` }
}

/** The colour scheme from the report's darkMode: true 'Dunkel', false 'Hell', anything else 'Unbekannt'. */
export function colorSchemeEntry(darkMode: unknown): Entry {
  const dark = darkMode === true || darkMode === 'true'
  const light = darkMode === false || darkMode === 'false'
  if (dark) return { key: 'dark', label: T.colorSchemes.dark }
  return light ? { key: 'light', label: T.colorSchemes.light } : UNKNOWN
}
