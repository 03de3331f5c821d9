import type Decimal from 'decimal.js-light'

import { round2 } from '@/src/domain/money'

/** Tax amounts keyed by tax rate as canonical text ('20', '10', '5.5'). */
export type TaxAmounts = Record<string, number>

/**
 * The spec's pricing result (parts-shop-and-site.md section 3). For a line, netAfterDiscount is
 * the unit net price after all discounts; for the whole cart it equals totalNetAfterDiscount.
 */
export interface PricingResult {
  netAfterDiscount: number
  totalNetAfterDiscount: number
  totalNetBeforeDiscount: number
  totalNetDiscount: number
  /** Discount as percent of the net before discount, 2 decimals (0 when there is nothing before). */
  totalNetDiscountPercentage: number
  taxes: TaxAmounts
  totalGross: number
}

/** totalNetDiscountPercentage: the discount as percent of the net before discount, 2 decimals; 0 without a net before. */
export function discountPercentage(before: Decimal, discount: Decimal): number {
  return before.isZero() ? 0 : round2(discount.dividedBy(before).times(100))
}
