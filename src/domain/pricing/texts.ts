import { formatPercentNumber } from '../money'
import { fillPlaceholders } from '../text/placeholders'
import type { CalculationModel } from '../units/types'

/** German texts of the pricing rules, verbatim from the specs. */
export const PRICING_TEXTS = {
  /** parts-shop-and-site.md sections 2 and 5. */
  priceOnRequest: 'Preis auf Anfrage',
  excludingVat: 'exkl. MwSt.',
  includingVat: 'inkl. MwSt.',
  discounted: 'Rabattiert',
  /** Checkout step 3: 'Mehrwertsteuer (rate%)' and 'Angewendete Rabatte (~x%)'. */
  vatLine: 'Mehrwertsteuer ({rate}%)',
  appliedDiscounts: 'Angewendete Rabatte (~{percent}%)',
  /** ordering-storefront.md section 3, calculation models. */
  calculationModels: { fixed: 'Exakt', approximate: 'ca.', minimum: 'ab' } satisfies Record<CalculationModel, string>,
} as const

/** The label of a calculation model: fixed → 'Exakt', approximate → 'ca.', minimum → 'ab'. */
export const calculationModelLabel = (model: CalculationModel): string => PRICING_TEXTS.calculationModels[model]

/** 'Mehrwertsteuer (20%)', 'Mehrwertsteuer (5,5%)'. */
export const vatLineText = (rate: unknown): string => fillPlaceholders(PRICING_TEXTS.vatLine, { rate: formatPercentNumber(rate) })

/** 'Angewendete Rabatte (~12%)': the discount percentage rounded to a whole number. */
export const appliedDiscountsText = (percent: unknown): string =>
  fillPlaceholders(PRICING_TEXTS.appliedDiscounts, { percent: formatPercentNumber(percent, 0) })
