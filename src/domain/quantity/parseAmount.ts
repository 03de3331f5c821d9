import { parseDecimal } from '../money/decimal'
import type { Numeric } from './types'

/**
 * Reads an amount the customer typed with money's parseDecimal. A comma is accepted as decimal
 * separator ('1,5' → 1.5) but thousands separators are not: the first comma becomes the decimal
 * point before parsing, so '1.000,5' is no number. Anything that is not a number ('abc', '',
 * '1.000,5') becomes 0. Snap the result with snapAmount afterwards.
 */
export function parseAmount(text: Numeric | null | undefined): number {
  const normalized = typeof text === 'string' ? text.trim().replace(',', '.') : text
  return parseDecimal(normalized)?.toNumber() ?? 0
}
