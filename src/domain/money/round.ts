import type Decimal from 'decimal.js-light'

import { Money, toDecimal } from './decimal'

/** Decimal places of money amounts (totals, unit prices, fees). */
export const AMOUNT_DECIMALS = 2
/** Decimal places of a line's net and tax (ordering-storefront.md section 9). */
export const LINE_DECIMALS = 4

/** Rounds half-up (away from zero at .5) to `places` decimals, staying a Decimal. */
export function roundDecimal(value: unknown, places: number): Decimal {
  return toDecimal(value).toDecimalPlaces(places, Money.ROUND_HALF_UP)
}

/** Rounds half-up to `places` decimals and returns a plain number (never -0). */
export function roundTo(value: unknown, places: number): number {
  const rounded = roundDecimal(value, places)
  return rounded.isZero() ? 0 : rounded.toNumber()
}

/** A money amount: 2 decimals, half-up. 0.125 → 0.13, -0.125 → -0.13. */
export const round2 = (value: unknown): number => roundTo(value, AMOUNT_DECIMALS)

/** A line's net or tax: 4 decimals, half-up. */
export const round4 = (value: unknown): number => roundTo(value, LINE_DECIMALS)
