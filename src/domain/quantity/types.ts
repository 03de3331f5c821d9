import type { CalculationModel, UnitName } from '../units/types'

export type Numeric = number | string

export interface QuantityLimits {
  minimumQuantity?: Numeric | null
  maximumQuantity?: Numeric | null
  quantityStepSize?: Numeric | null
}

export interface AlternativeUnit extends QuantityLimits {
  unit: UnitName
  /** How many of the product's base unit one of this unit is worth. */
  ratio: Numeric
  calculationModel?: CalculationModel | null
}
