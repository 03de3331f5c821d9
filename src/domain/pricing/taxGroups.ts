import type Decimal from 'decimal.js-light'

import { Money, round2, roundDecimal, sumAmounts, taxRateKey, toDecimal } from '../money'

/** A gross-priced position that belongs to a tax rate (a line, or the delivery fee). */
export interface TaxedPosition {
  taxRate: number
  gross: number
  net: number
}

/** Net, tax and gross of all positions of one tax rate, each 2 decimals. */
export interface TaxGroup {
  taxRate: number
  net: number
  tax: number
  gross: number
}

export interface Totals {
  net: number
  tax: number
  gross: number
}

/**
 * Groups gross-priced positions by tax rate, rates ascending. Per group the gross is the sum of
 * the positions' gross (so it matches the prices the customer saw), the net is the sum of the
 * 4-decimal line nets rounded to 2, and the tax is gross − net, so every group adds up.
 */
export function groupByTaxRate(positions: readonly TaxedPosition[]): TaxGroup[] {
  const groups = new Map<string, { rate: Decimal; gross: Decimal; net: Decimal }>()
  for (const position of positions) {
    const key = taxRateKey(position.taxRate)
    const group = groups.get(key) ?? { rate: toDecimal(position.taxRate), gross: new Money(0), net: new Money(0) }
    group.gross = group.gross.plus(toDecimal(position.gross))
    group.net = group.net.plus(toDecimal(position.net))
    groups.set(key, group)
  }
  return [...groups.values()]
    .sort((a, b) => a.rate.comparedTo(b.rate))
    .map(({ rate, gross, net }) => {
      const gross2 = roundDecimal(gross, 2)
      const net2 = roundDecimal(net, 2)
      return { taxRate: rate.toNumber(), net: round2(net2), tax: round2(gross2.minus(net2)), gross: round2(gross2) }
    })
}

/** Sum of tax groups (exact, so net + tax = gross holds for the totals too). */
export function sumTaxGroups(groups: readonly TaxGroup[]): Totals {
  const add = (pick: (group: TaxGroup) => number) => sumAmounts(groups.map(pick))
  return { net: add((g) => g.net), tax: add((g) => g.tax), gross: add((g) => g.gross) }
}
