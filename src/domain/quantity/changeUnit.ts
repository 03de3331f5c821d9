import type { Numeric } from './types'
import type { UnitName } from '../units/types'
import { convertAmount } from '../units/convert'
import { parseAmount } from './parseAmount'
import { snapAmount } from './snapAmount'
import { type LimitedProduct, limitsForUnit } from './unitLimits'

/**
 * Converts the amount when the customer picks another unit (by factors inside a family, by the
 * alternative unit's ratio across families) and snaps it onto the target unit's limits. When no
 * alternative unit connects the two units the result is the target unit's minimum.
 */
export function changeUnit(product: LimitedProduct, amount: Numeric, fromUnit: UnitName, toUnit: UnitName): number {
  const converted = convertAmount(product, parseAmount(amount), fromUnit, toUnit)
  return snapAmount(converted ?? 0, limitsForUnit(product, toUnit))
}
