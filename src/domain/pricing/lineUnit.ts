import { toDecimal } from '../money'
import type { CalculationModel, UnitName } from '../units/types'
import type { CartItem } from '../cart/types'
import type { Product } from '../products/types'
import { alternativeFor, toBaseAmount } from '../units/convert'
import { isUnitName, sameFamily } from '../units/units'

const CALCULATION_MODELS: readonly CalculationModel[] = ['fixed', 'approximate', 'minimum']

/** The product's unit when it is a known unit, else piece (stored data may hold anything). */
const knownBaseUnit = (product: Pick<Product, 'unit'>): UnitName => (isUnitName(product.unit) ? product.unit : 'amount')

/** The unit a line is entered in: its own unit, else the product's unit, else piece. */
export function lineUnit(item: Pick<CartItem, 'product' | 'unit'>): UnitName {
  return isUnitName(item.unit) ? item.unit : knownBaseUnit(item.product)
}

/** The line's amount as a number, non-numeric and negative amounts count as 0 ('1,5' → 1.5). */
export function lineAmount(item: Pick<CartItem, 'amount'>): number {
  const amount = toDecimal(item.amount)
  return amount.isNegative() ? 0 : amount.toNumber()
}

/**
 * The line's amount in the product's base unit (for pricing), or null when the line's unit
 * cannot be converted to it (no alternative unit of that family).
 */
export function lineBaseAmount(item: Pick<CartItem, 'product' | 'unit' | 'amount'>): number | null {
  const amount = toDecimal(lineAmount(item)).toString()
  return toBaseAmount(item.product, amount, lineUnit(item))
}

const asModel = (value: unknown): CalculationModel | null =>
  CALCULATION_MODELS.includes(value as CalculationModel) ? (value as CalculationModel) : null

/**
 * The calculation model of a line: the alternative unit's model when the line is entered in an
 * alternative unit (falling back to the product's model when the alternative has none), else the
 * product's model; 'fixed' when nothing is set.
 */
export function lineCalculationModel(item: Pick<CartItem, 'product' | 'unit'>): CalculationModel {
  const product: Product = item.product
  const unit = lineUnit(item)
  const alternative = sameFamily(unit, knownBaseUnit(product)) ? undefined : alternativeFor(product, unit)
  return asModel(alternative?.calculationModel) ?? asModel(product.calculationModel) ?? 'fixed'
}
