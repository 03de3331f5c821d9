import { netFromGross, round2, roundDecimal, taxFromGross, taxRateForMode, toDecimal } from '../money'
import type { CalculationModel, UnitName } from '../units/types'
import type { CartItem } from '../cart/types'
import type { DeliveryMode } from '../delivery/types'
import type { Id } from '../relations/types'
import { baseUnitOf } from '../units/units'
import { configuredUnitPriceExact } from './configuredPrice'
import { lineAmount, lineBaseAmount, lineCalculationModel, lineUnit } from './lineUnit'
import { calculationModelLabel } from './texts'

/** One priced line of a food storefront cart. Gross amounts 2 decimals, net and tax 4. */
export interface FoodLinePrice {
  productId: Id
  name: string
  /** The amount as entered, in `unit`. */
  amount: number
  unit: UnitName
  /** The amount in the product's base unit (0 when the unit cannot be converted). */
  baseAmount: number
  baseUnit: UnitName
  /** False when `unit` cannot be converted to the base unit; such a line is priced 0. */
  isUnitConvertible: boolean
  /** Configured gross price per base unit (base price plus options). */
  unitPriceGross: number
  totalGross: number
  totalNet: number
  totalTax: number
  /** Tax percent of the order mode. */
  taxRate: number
  calculationModel: CalculationModel
  /** 'Exakt', 'ca.' or 'ab'. */
  calculationLabel: string
}

/**
 * Prices one food line: configured unit price × amount in the base unit, rounded to 2 decimals
 * only at the end; net = gross / (1 + tax%) to 4 decimals, tax = gross − net, with the tax
 * rate of the order mode.
 */
export function priceFoodLine(item: CartItem, mode: DeliveryMode): FoodLinePrice {
  const { product } = item
  const baseAmount = lineBaseAmount(item)
  const unitPrice = configuredUnitPriceExact(product, item.parts)
  const taxRate = taxRateForMode(product, mode)
  const gross = roundDecimal(unitPrice.times(toDecimal(baseAmount ?? 0)), 2)
  const calculationModel = lineCalculationModel(item)
  return {
    productId: product.id,
    name: product.name,
    amount: lineAmount(item),
    unit: lineUnit(item),
    baseAmount: baseAmount ?? 0,
    baseUnit: baseUnitOf(product),
    isUnitConvertible: baseAmount !== null,
    unitPriceGross: round2(unitPrice),
    totalGross: round2(gross),
    totalNet: netFromGross(gross, taxRate),
    totalTax: taxFromGross(gross, taxRate),
    taxRate,
    calculationModel,
    calculationLabel: calculationModelLabel(calculationModel),
  }
}
