import type { DeliveryFee } from '../delivery'
import type { CalculationModel } from '../units/types'
import type { FoodLinePrice } from './foodLine'
import { groupByTaxRate, sumTaxGroups } from './taxGroups'
import type { TaxGroup, TaxedPosition, Totals } from './taxGroups'
import { PRICING_TEXTS } from './texts'

/** Totals of a food storefront cart. */
export interface FoodCartTotals {
  /** Goods lines only. */
  goods: Totals
  /** Goods lines grouped by tax rate (without the delivery fee). */
  goodsByTaxRate: TaxGroup[]
  /** Goods and delivery fee grouped by tax rate: the VAT lines of the order. */
  taxGroups: TaxGroup[]
  /** Goods plus delivery fee. */
  total: Totals
  /** True when any line's calculation model is not 'fixed'. */
  isApproximate: boolean
  /** 'ca.' in front of the total when approximate, else null. */
  totalLabel: string | null
  /** The cart panel hides the total of an approximate cart. */
  isTotalHiddenInCartPanel: boolean
}

const linePosition = (line: FoodLinePrice): TaxedPosition => ({
  taxRate: line.taxRate,
  gross: line.totalGross,
  net: line.totalNet,
})

/** True when any line is priced approximately or as a minimum. */
const isApproximateCart = (models: readonly CalculationModel[]): boolean =>
  models.some((model) => model !== 'fixed')

/**
 * Totals of priced food lines plus an optional delivery fee (its own position with the area's
 * tax rate): grouped by rate, goods and grand totals, and the approximate-total flags.
 */
export function foodCartTotals(lines: readonly FoodLinePrice[], fee?: DeliveryFee | null): FoodCartTotals {
  const goodsPositions = lines.map(linePosition)
  const feePositions: TaxedPosition[] =
    fee && fee.gross > 0 ? [{ taxRate: fee.taxRate, gross: fee.gross, net: fee.net }] : []
  const goodsByTaxRate = groupByTaxRate(goodsPositions)
  const taxGroups = groupByTaxRate([...goodsPositions, ...feePositions])
  const isApproximate = isApproximateCart(lines.map((line) => line.calculationModel))
  return {
    goods: sumTaxGroups(goodsByTaxRate),
    goodsByTaxRate,
    taxGroups,
    total: sumTaxGroups(taxGroups),
    isApproximate,
    totalLabel: isApproximate ? PRICING_TEXTS.calculationModels.approximate : null,
    isTotalHiddenInCartPanel: isApproximate,
  }
}
