import type Decimal from 'decimal.js-light'

import { Money, toDecimal } from './decimal'
import { AMOUNT_DECIMALS, roundTo } from './round'

/** Exact sum of any values (non-numeric ones count as 0) as a Decimal. */
export function sumDecimal(values: Iterable<unknown>): Decimal {
  let total = new Money(0)
  for (const value of values) total = total.plus(toDecimal(value))
  return total
}

/** Exact sum without floating-point drift, rounded half-up to `places` (default 2). */
export function sumAmounts(values: Iterable<unknown>, places = AMOUNT_DECIMALS): number {
  return roundTo(sumDecimal(values), places)
}
