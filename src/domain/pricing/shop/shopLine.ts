import type Decimal from 'decimal.js-light'

import { DEFAULT_TIME_ZONE } from '@/src/domain/defaults'
import { LINE_DECIMALS, netFromGrossExact, round2, roundDecimal, roundTo, taxOnNet, taxPercent, taxRateKey, toDecimal } from '@/src/domain/money'
import type { CartItem } from '@/src/domain/cart/types'
import type { Id } from '@/src/domain/relations/types'
import { lineBaseAmount } from '../lineUnit'
import { clampPercent } from './groupDiscount'
import { discountPercentage, type PricingResult } from './pricingResult'
import { isSalesPriceActive } from './salesPrice'
import { volumeDiscountFor } from './volumeDiscount'

/** Where the unit price before the group discount came from. */
type ShopPriceSource = 'list' | 'salesPrice' | 'volumeDiscount'

export interface ShopLineOptions {
  now: Date
  timeZone?: string
  /** The material-group discount in percent for this line (clamped to 0..100). */
  groupDiscountPercent?: unknown
}

/** One parts-shop line: the spec's pricing result plus how it was reached. Unit and line nets 4 decimals. */
export interface ShopLinePricing extends PricingResult {
  productId: Id
  /** Quantity in the product's base unit (0 when the unit cannot be converted). */
  quantity: number
  isUnitConvertible: boolean
  taxRate: number
  source: ShopPriceSource
  /** List price per unit, gross (as stored) and net. */
  listUnitGross: number
  listUnitNet: number
  /** Unit net after sales price or volume discount, before the group discount. */
  unitNet: number
  groupDiscountPercent: number
  /** True when the unit net after discount is below the list net ('Rabattiert'). */
  isDiscounted: boolean
}

/** The unit net price before the group discount and where it comes from. */
function baseUnitNet(item: CartItem, quantity: number, options: ShopLineOptions): { net: Decimal; source: ShopPriceSource } {
  const { product } = item
  if (isSalesPriceActive(product.salesPrice, options.now, options.timeZone ?? DEFAULT_TIME_ZONE)) {
    return { net: toDecimal(product.salesPrice?.price), source: 'salesPrice' }
  }
  const tier = volumeDiscountFor(product.discounts, quantity)
  if (tier) return { net: netFromGrossExact(tier.newPrice, product.tax), source: 'volumeDiscount' }
  return { net: netFromGrossExact(product.price, product.tax), source: 'list' }
}

/**
 * Prices one parts-shop line in net terms: an active sales price (net) wins over volume tiers;
 * otherwise the volume tier's newPrice (gross → net), otherwise the list price (gross → net);
 * then the group discount. Line nets and tax to 4 decimals, line gross to 2.
 */
export function priceShopLine(item: CartItem, options: ShopLineOptions): ShopLinePricing {
  const { product } = item
  const baseAmount = lineBaseAmount(item)
  const quantity = toDecimal(baseAmount ?? 0)
  const taxRate = taxPercent(product.tax)
  const listNet = netFromGrossExact(product.price, taxRate)
  const { net: unitNet, source } = baseUnitNet(item, quantity.toNumber(), options)
  const groupDiscountPercent = clampPercent(options.groupDiscountPercent)
  const unitNetAfter = unitNet.times(toDecimal(100).minus(groupDiscountPercent)).dividedBy(100)
  const before = roundDecimal(listNet.times(quantity), LINE_DECIMALS)
  const after = roundDecimal(unitNetAfter.times(quantity), LINE_DECIMALS)
  const discount = before.minus(after)
  const tax = taxOnNet(after, taxRate)
  return {
    productId: product.id,
    quantity: quantity.toNumber(),
    isUnitConvertible: baseAmount !== null,
    taxRate,
    source,
    listUnitGross: round2(product.price),
    listUnitNet: roundTo(listNet, LINE_DECIMALS),
    unitNet: roundTo(unitNet, LINE_DECIMALS),
    groupDiscountPercent,
    isDiscounted: unitNetAfter.lessThan(listNet),
    netAfterDiscount: roundTo(unitNetAfter, LINE_DECIMALS),
    totalNetAfterDiscount: roundTo(after, LINE_DECIMALS),
    totalNetBeforeDiscount: roundTo(before, LINE_DECIMALS),
    totalNetDiscount: roundTo(discount, LINE_DECIMALS),
    totalNetDiscountPercentage: discountPercentage(before, discount),
    taxes: { [taxRateKey(taxRate)]: tax },
    totalGross: round2(after.plus(tax)),
  }
}
