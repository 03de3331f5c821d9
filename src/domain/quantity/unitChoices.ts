import { formatPercentNumber } from '../money/format'
import type { Numeric } from './types'
import type { Product } from '../products/types'
import type { UnitName } from '../units/types'
import { baseUnitOf, unitLabel } from '../units/units'

/** The units the customer may pick in the item dialog: the base unit, then each alternative unit once. */
export function unitChoices(product: Pick<Product, 'unit' | 'alternativeUnits'>): UnitName[] {
  const units = [baseUnitOf(product), ...(product.alternativeUnits ?? []).map((alternative) => alternative.unit)]
  return units.filter((unit, index) => unit && units.indexOf(unit) === index)
}

/** An amount in German notation without trailing zeros, up to 3 decimals: 2 → '2', 0.25 → '0,25'. */
export const amountText = (amount: Numeric | null | undefined): string => formatPercentNumber(amount ?? 0, 3)

/** An amount with its unit: '2 Stk.', '0,25 kg', '1,5 l'. */
export const quantityText = (amount: Numeric | null | undefined, unit: UnitName): string =>
  `${amountText(amount)} ${unitLabel(unit)}`
