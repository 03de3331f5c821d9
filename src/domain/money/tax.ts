import type Decimal from 'decimal.js-light'

import type { DeliveryMode } from '../delivery/types'
import type { Product } from '../products/types'
import { toDecimal } from './decimal'
import { LINE_DECIMALS, roundDecimal, roundTo } from './round'

/** 1 + tax% / 100 as a Decimal; non-numeric tax counts as 0. */
function taxFactor(taxPercent: unknown): Decimal {
  return toDecimal(taxPercent).dividedBy(100).plus(1)
}

/** Exact (unrounded) net of a gross amount: gross / (1 + tax% / 100). */
export function netFromGrossExact(gross: unknown, taxPercent: unknown): Decimal {
  return toDecimal(gross).dividedBy(taxFactor(taxPercent))
}

/** Net of a gross amount, rounded to 4 decimals: 12.00 at 20 % → 10. */
export function netFromGross(gross: unknown, taxPercent: unknown): number {
  return roundTo(netFromGrossExact(gross, taxPercent), LINE_DECIMALS)
}

/** Tax contained in a gross amount: gross − net(4 decimals), to 4 decimals. 12.00 at 20 % → 2. */
export function taxFromGross(gross: unknown, taxPercent: unknown): number {
  const net = roundDecimal(netFromGrossExact(gross, taxPercent), LINE_DECIMALS)
  return roundTo(toDecimal(gross).minus(net), LINE_DECIMALS)
}

/** Tax on a net amount: net × tax% / 100, to 4 decimals. */
export function taxOnNet(net: unknown, taxPercent: unknown): number {
  return roundTo(toDecimal(net).times(toDecimal(taxPercent)).dividedBy(100), LINE_DECIMALS)
}

/** Gross of a net amount: net × (1 + tax% / 100), to 4 decimals (format it for display). */
export function grossFromNet(net: unknown, taxPercent: unknown): number {
  return roundTo(toDecimal(net).times(taxFactor(taxPercent)), LINE_DECIMALS)
}

/** A tax percent as a plain number with 4 decimals ('20' → 20, '5.5' → 5.5); non-numeric counts as 0. */
export function taxPercent(value: unknown): number {
  return roundTo(value, LINE_DECIMALS)
}

/**
 * The tax percent of a product for an order mode: delivery → tax, takeaway → takeawayTax,
 * dineIn → dineInTax. Non-numeric values count as 0.
 */
export function taxRateForMode(product: Pick<Product, 'tax' | 'takeawayTax' | 'dineInTax'>, mode: DeliveryMode): number {
  const raw = mode === 'takeaway' ? product.takeawayTax : mode === 'dineIn' ? product.dineInTax : product.tax
  return taxPercent(raw)
}

/** The key of a tax rate in a `taxes` map: canonical decimal text, '20', '10', '5.5'. */
export function taxRateKey(taxPercent: unknown): string {
  return toDecimal(taxPercent).toString()
}
