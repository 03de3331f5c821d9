import type Decimal from 'decimal.js-light'

import { Money, round2, roundDecimal, sumDecimal, taxRateKey, toDecimal } from '@/src/domain/money'
import type { CartItem } from '@/src/domain/cart/types'
import { groupDiscountFor } from './groupDiscount'
import type { MaterialGroupDiscounts } from './groupDiscount'
import { discountPercentage, type PricingResult, type TaxAmounts } from './pricingResult'
import { priceShopLine } from './shopLine'
import type { ShopLinePricing } from './shopLine'

export interface ShopCartOptions {
  now: Date
  timeZone?: string
  /** Group discount percent for every line ... */
  groupDiscountPercent?: unknown
  /** ... unless the line's material group has its own entry here. */
  materialGroupDiscounts?: MaterialGroupDiscounts | null
}

/** Every line's pricing and the cart's totalPricing, as the order submission sends them. */
export interface ShopCartPricing {
  lines: ShopLinePricing[]
  totalPricing: PricingResult
}

/**
 * Prices a parts-shop cart. Totals are 2 decimals and add up as printed: discount = before −
 * after, VAT per rate = sum of the line taxes rounded, gross = net after discount + all VAT.
 */
export function priceShopCart(items: readonly CartItem[], options: ShopCartOptions): ShopCartPricing {
  const lines = items.map((item) =>
    priceShopLine(item, {
      now: options.now,
      timeZone: options.timeZone,
      groupDiscountPercent: groupDiscountFor(item.product, options.groupDiscountPercent, options.materialGroupDiscounts),
    }),
  )
  const sum = (pick: (line: ShopLinePricing) => number): Decimal => roundDecimal(sumDecimal(lines.map(pick)), 2)
  const before = sum((line) => line.totalNetBeforeDiscount)
  const after = sum((line) => line.totalNetAfterDiscount)
  const taxes = sumTaxes(lines)
  const allTaxes = sumDecimal(Object.values(taxes))
  const discount = before.minus(after)
  return {
    lines,
    totalPricing: {
      netAfterDiscount: round2(after),
      totalNetAfterDiscount: round2(after),
      totalNetBeforeDiscount: round2(before),
      totalNetDiscount: round2(discount),
      totalNetDiscountPercentage: discountPercentage(before, discount),
      taxes,
      totalGross: round2(after.plus(allTaxes)),
    },
  }
}

/** Line taxes summed per rate, rates ascending, each rounded to 2 decimals. */
function sumTaxes(lines: readonly ShopLinePricing[]): TaxAmounts {
  const byRate = new Map<string, Decimal>()
  for (const line of lines) {
    for (const [rate, amount] of Object.entries(line.taxes)) {
      byRate.set(rate, (byRate.get(rate) ?? new Money(0)).plus(toDecimal(amount)))
    }
  }
  const rates = [...byRate.keys()].sort((a, b) => toDecimal(a).comparedTo(toDecimal(b)))
  return Object.fromEntries(rates.map((rate) => [taxRateKey(rate), round2(byRate.get(rate))]))
}
