import type { AlternativeUnit, QuantityLimits } from './types'
import type { Product } from '../products/types'
import type { UnitName } from '../units/types'
import { convertWithinFamily } from '../units/convert'
import { baseUnitOf, sameFamily } from '../units/units'
import { decimalLimits } from './limits'

export type LimitedProduct = Pick<
  Product,
  'unit' | 'alternativeUnits' | 'minimumQuantity' | 'maximumQuantity' | 'quantityStepSize'
>

/**
 * The limits in effect when the amount is entered in `unit`, expressed in `unit`:
 * - the unit is one of the product's alternative units: that alternative unit's own limits;
 * - the unit shares the base unit's family: the product's limits, converted by factors (0,1 kg → 100 g);
 * - the unit shares an alternative unit's family: that alternative unit's limits, converted by factors;
 * - otherwise the product's limits as they are.
 * Defaults (step 1, minimum one step, no maximum) are applied in the unit the limits are written in.
 */
export function limitsForUnit(product: LimitedProduct, unit: UnitName): QuantityLimits {
  const base = baseUnitOf(product)
  const alternatives = product.alternativeUnits ?? []
  const exact = unit === base ? undefined : alternatives.find((alternative) => alternative.unit === unit)
  if (exact) return limitsIn(exact, exact.unit, unit)
  if (sameFamily(unit, base)) return limitsIn(product, base, unit)
  const related = alternatives.find((alternative: AlternativeUnit) => sameFamily(alternative.unit, unit))
  if (related) return limitsIn(related, related.unit, unit)
  return limitsIn(product, unit, unit)
}

function limitsIn(limits: QuantityLimits, from: UnitName, to: UnitName): QuantityLimits {
  const { minimum, maximum, step } = decimalLimits(limits)
  const convert = (value: number): number => (from === to ? value : convertWithinFamily(value, from, to))
  return {
    minimumQuantity: convert(minimum.toNumber()),
    maximumQuantity: maximum ? convert(maximum.toNumber()) : null,
    quantityStepSize: convert(step.toNumber()),
  }
}
