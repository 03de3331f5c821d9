import Decimal from 'decimal.js-light'

import type { Numeric, QuantityLimits } from './types'
import { decimalLimits } from './limits'
import { parseAmount } from './parseAmount'

type Limits = QuantityLimits | null | undefined

/**
 * Snaps an amount onto the limits (ordering-storefront.md section 5): at or below the minimum
 * gives the minimum; at or above the maximum gives the maximum; less than half a step above the
 * minimum gives the minimum; otherwise it rounds up onto the grid minimum + k × step (exactly half
 * a step rounds up), never above the maximum (the maximum itself is returned then).
 */
export function snapAmount(value: Numeric | null | undefined, limits: Limits): number {
  return snapDecimal(new Decimal(parseAmount(value)), limits).toNumber()
}

function snapDecimal(value: Decimal, limits: Limits): Decimal {
  const { minimum, maximum, step } = decimalLimits(limits)
  if (value.lessThanOrEqualTo(minimum)) return minimum
  if (maximum && value.greaterThanOrEqualTo(maximum)) return maximum
  const offset = value.minus(minimum)
  if (offset.lessThan(step.dividedBy(2))) return minimum
  const snapped = minimum.plus(offset.dividedBy(step).toDecimalPlaces(0, Decimal.ROUND_CEIL).times(step))
  return maximum && snapped.greaterThan(maximum) ? maximum : snapped
}

/** The decrease button is disabled at (or below) the minimum. */
export function canDecrease(amount: Numeric | null | undefined, limits: Limits): boolean {
  return new Decimal(parseAmount(amount)).greaterThan(decimalLimits(limits).minimum)
}

/** The increase button is disabled at (or above) the maximum. */
export function canIncrease(amount: Numeric | null | undefined, limits: Limits): boolean {
  const { maximum } = decimalLimits(limits)
  return maximum === null || new Decimal(parseAmount(amount)).lessThan(maximum)
}

/** One step more, snapped. */
export function increase(amount: Numeric | null | undefined, limits: Limits): number {
  const { step } = decimalLimits(limits)
  return snapDecimal(new Decimal(parseAmount(amount)).plus(step), limits).toNumber()
}

/** One step less, snapped. */
export function decrease(amount: Numeric | null | undefined, limits: Limits): number {
  const { step } = decimalLimits(limits)
  return snapDecimal(new Decimal(parseAmount(amount)).minus(step), limits).toNumber()
}
