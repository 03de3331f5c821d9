import type { Product } from '../products/types'
import type { UnitName } from '../units/types'
import { parseDecimal } from '../money/decimal'
import { baseUnitOf, sameFamily } from '../units/units'
import { snapAmount } from './snapAmount'
import { type LimitedProduct, limitsForUnit } from './unitLimits'

export type Storefront = 'ordering' | 'partsShop'

export interface AmountInUnit {
  amount: number
  unit: UnitName
}

type DefaultableProduct = LimitedProduct & Pick<Product, 'defaultQuantity' | 'defaultUnit'>

/**
 * The amount and unit a new cart item starts with.
 * - ordering (food and retail): defaultUnit when set and usable, else the base unit; defaultQuantity
 *   when set, else the minimum of that unit; snapped onto that unit's limits.
 * - partsShop: minimumQuantity in the base unit; only when both defaultQuantity and defaultUnit are
 *   set (and the unit is usable) are those used instead.
 * A unit is usable when it is in the base unit's family or in the family of an alternative unit.
 */
export function defaultAmount(product: DefaultableProduct, storefront: Storefront = 'ordering'): AmountInUnit {
  const quantity = parseDecimal(product.defaultQuantity)
  const unit = usableUnit(product, product.defaultUnit)
  if (storefront === 'partsShop' && !(quantity && unit)) return startAt(product, baseUnitOf(product), null)
  return startAt(product, unit ?? baseUnitOf(product), quantity?.toNumber() ?? null)
}

function startAt(product: LimitedProduct, unit: UnitName, quantity: number | null): AmountInUnit {
  const limits = limitsForUnit(product, unit)
  return { amount: snapAmount(quantity ?? limits.minimumQuantity ?? 0, limits), unit }
}

function usableUnit(product: LimitedProduct, unit: UnitName | null | undefined): UnitName | null {
  if (!unit) return null
  const families = [baseUnitOf(product), ...(product.alternativeUnits ?? []).map((alternative) => alternative.unit)]
  return families.some((known) => sameFamily(known, unit)) ? unit : null
}
