import type { AlternativeUnit, Numeric, QuantityLimits } from '../quantity/types'
import type { Id } from '../relations/types'
import type { OpeningRule } from '../schedule/types'
import type { CalculationModel, UnitName } from '../units/types'

export type PartType = 'text' | 'textarea' | 'image' | 'images' | 'file' | 'files' | 'select' | 'multiselect'

type PriceModifier = 'add' | 'subtract' | 'overwrite'

export interface PartOption {
  name: string
  modifier?: PriceModifier | null
  value?: Numeric | null
}

export interface ConfigurablePart {
  name: string
  description?: string | null
  type: PartType
  optional?: boolean | null
  options?: PartOption[] | null
}

export type LeadTimeType = 'minutes' | 'hours' | 'days' | 'weeks'

export interface LeadTime {
  isEnabled?: boolean | null
  /** Only minutes, hours, days and weeks count; anything else is ignored. */
  type?: LeadTimeType | string | null
  value?: Numeric | null
}

export interface VolumeDiscount {
  type?: 'volumeDiscount' | string | null
  minimumAmount: Numeric
  /** New unit price including VAT. */
  newPrice: Numeric
}

export interface SalesPrice {
  /** Promotion price excluding VAT. */
  price?: Numeric | null
  /** Last day of the promotion, 'YYYY-MM-DD' or ISO date-time. */
  endDate?: string | null
}

export interface Product extends QuantityLimits {
  id: Id
  uid?: string | null
  name: string
  description?: string | null
  type?: 'bundle' | 'configurable' | 'simple' | string | null
  /** Gross unit price per base unit. */
  price?: Numeric | null
  /** Tax percent for delivery orders. */
  tax?: Numeric | null
  dineInTax?: Numeric | null
  takeawayTax?: Numeric | null
  unit?: UnitName | null
  alternativeUnits?: AlternativeUnit[] | null
  defaultQuantity?: Numeric | null
  defaultUnit?: UnitName | null
  calculationModel?: CalculationModel | null
  isPriceHidden?: boolean | null
  isEnabled?: boolean | null
  isVisibleWhenUnavailable?: boolean | null
  /** When the product can be ordered; empty means always. Same rule shape as opening hours. */
  schedule?: OpeningRule[] | null
  isStepByStep?: boolean | null
  config?: { parts?: ConfigurablePart[] | null } | null
  leadTime?: LeadTime | null
  // Parts shop
  isPublic?: boolean | null
  materialGroup?: string | null
  mkz?: Numeric | null
  discounts?: VolumeDiscount[] | null
  salesPrice?: SalesPrice | null
}
