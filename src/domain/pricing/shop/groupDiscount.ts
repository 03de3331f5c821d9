import { roundTo, toDecimal } from '@/src/domain/money'
import type { Product } from '@/src/domain/products/types'

/** A discount percentage clamped to 0..100 (150 → 100, -5 → 0, 'abc' → 0). */
export function clampPercent(value: unknown): number {
  const percent = toDecimal(value)
  if (percent.lessThan(0)) return 0
  return percent.greaterThan(100) ? 100 : roundTo(percent, 4)
}

/** Material-group discounts of a customer, keyed by material group. */
export type MaterialGroupDiscounts = Readonly<Record<string, unknown>>

/**
 * The group discount percent for a product: the entry for its materialGroup if there is one,
 * else the general percent; clamped to 0..100.
 */
export function groupDiscountFor(
  product: Pick<Product, 'materialGroup'>,
  general?: unknown,
  byMaterialGroup?: MaterialGroupDiscounts | null,
): number {
  const group = product.materialGroup ?? ''
  const hasEntry = group !== '' && !!byMaterialGroup && Object.prototype.hasOwnProperty.call(byMaterialGroup, group)
  const specific = hasEntry ? byMaterialGroup[group] : undefined
  return clampPercent(specific ?? general ?? 0)
}
