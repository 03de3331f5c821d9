import Decimal from 'decimal.js-light'

import type { AlternativeUnit, Numeric } from '../quantity/types'
import type { Product } from '../products/types'
import type { UnitName } from './types'
import { baseUnitOf, sameFamily, UNITS } from './units'

type Convertible = Pick<Product, 'unit' | 'alternativeUnits'>

/** Converts an amount between two units of one family by their factors: 1,5 kg → 1500 g. */
export function convertWithinFamily(amount: Numeric, from: UnitName, to: UnitName): number {
  if (!sameFamily(from, to)) throw new Error(`${from} und ${to} gehören nicht zur selben Einheitenfamilie`)
  return new Decimal(amount).times(UNITS[from].factor).dividedBy(UNITS[to].factor).toNumber()
}

/**
 * Expresses an amount in the product's base unit: by factors inside the base unit's family,
 * otherwise through the alternative unit of the amount's family (one alternative unit is worth
 * `ratio` base units). Returns null when no alternative unit connects the two.
 */
export function toBaseAmount(product: Convertible, amount: Numeric, unit: UnitName): number | null {
  const base = baseUnitOf(product)
  if (sameFamily(unit, base)) return convertWithinFamily(amount, unit, base)
  const alternative = alternativeFor(product, unit)
  if (!alternative) return null
  const inAlternative = convertWithinFamily(amount, unit, alternative.unit)
  return new Decimal(inAlternative).times(alternative.ratio).toNumber()
}

/** The inverse of toBaseAmount: an amount of the base unit expressed in `unit`. */
export function fromBaseAmount(product: Convertible, baseAmount: Numeric, unit: UnitName): number | null {
  const base = baseUnitOf(product)
  if (sameFamily(unit, base)) return convertWithinFamily(baseAmount, base, unit)
  const alternative = alternativeFor(product, unit)
  if (!alternative || new Decimal(alternative.ratio).isZero()) return null
  const inAlternative = new Decimal(baseAmount).dividedBy(alternative.ratio).toNumber()
  return convertWithinFamily(inAlternative, alternative.unit, unit)
}

/** Converts an amount from one unit to another for this product (factors, else alternative-unit ratio). */
export function convertAmount(product: Convertible, amount: Numeric, from: UnitName, to: UnitName): number | null {
  if (sameFamily(from, to)) return convertWithinFamily(amount, from, to)
  const base = toBaseAmount(product, amount, from)
  return base === null ? null : fromBaseAmount(product, base, to)
}

/** The alternative unit whose family matches `unit`, if the product defines one. */
export function alternativeFor(product: Convertible, unit: UnitName): AlternativeUnit | undefined {
  return (product.alternativeUnits ?? []).find((alternative) => sameFamily(alternative.unit, unit))
}
