import { parseDecimal, toDecimal } from '@/src/domain/money'
import type { VolumeDiscount } from '@/src/domain/products/types'

/**
 * The volume discount tier for a quantity: among entries of type volumeDiscount (or without a
 * type) with a positive newPrice, the one with the highest minimumAmount not above the quantity.
 * Null when no tier applies.
 */
export function volumeDiscountFor(
  discounts: readonly VolumeDiscount[] | null | undefined,
  quantity: unknown,
): VolumeDiscount | null {
  const amount = toDecimal(quantity)
  let best: VolumeDiscount | null = null
  for (const discount of discounts ?? []) {
    if (discount.type && discount.type !== 'volumeDiscount') continue
    const minimum = parseDecimal(discount.minimumAmount)
    const price = parseDecimal(discount.newPrice)
    if (minimum === null || price === null || !price.greaterThan(0) || minimum.greaterThan(amount)) continue
    if (best === null || minimum.greaterThan(toDecimal(best.minimumAmount))) best = discount
  }
  return best
}

/** Valid volume discount tiers sorted by minimumAmount ascending (for the 'Preisstaffelung' tab). */
export function volumeDiscountTiers(discounts: readonly VolumeDiscount[] | null | undefined): VolumeDiscount[] {
  return (discounts ?? [])
    .filter((discount) => !discount.type || discount.type === 'volumeDiscount')
    .filter((discount) => parseDecimal(discount.minimumAmount) !== null && toDecimal(discount.newPrice).greaterThan(0))
    .sort((a, b) => toDecimal(a.minimumAmount).comparedTo(toDecimal(b.minimumAmount)))
}
