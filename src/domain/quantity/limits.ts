import Decimal from 'decimal.js-light'

import { parseDecimal } from '../money/decimal'
import type { QuantityLimits } from './types'

/** Limits with every default applied; maximum null means unbounded. */
export interface EffectiveLimits {
  minimum: number
  maximum: number | null
  step: number
}

/** The same limits as exact decimals, for arithmetic. */
export interface DecimalLimits {
  minimum: Decimal
  maximum: Decimal | null
  step: Decimal
}

const positive = (value: QuantityLimits[keyof QuantityLimits]): Decimal | null => {
  const decimal = parseDecimal(value)
  return decimal && decimal.greaterThan(0) ? decimal : null
}

/**
 * Applies the defaults: a missing, non-numeric or non-positive step is 1; a missing, non-numeric
 * or non-positive minimum is one step (so an amount never snaps to 0); a missing, non-numeric or
 * non-positive maximum means unbounded; a maximum below the minimum is raised to the minimum.
 */
export function decimalLimits(limits: QuantityLimits | null | undefined): DecimalLimits {
  const step = positive(limits?.quantityStepSize) ?? new Decimal(1)
  const minimum = positive(limits?.minimumQuantity) ?? step
  const maximum = positive(limits?.maximumQuantity)
  return { minimum, maximum: maximum ? (maximum.lessThan(minimum) ? minimum : maximum) : null, step }
}

/** decimalLimits as plain numbers. */
export function effectiveLimits(limits: QuantityLimits | null | undefined): EffectiveLimits {
  const { minimum, maximum, step } = decimalLimits(limits)
  return { minimum: minimum.toNumber(), maximum: maximum?.toNumber() ?? null, step: step.toNumber() }
}
