import { parseDecimal } from '../money/decimal'
import type { Cart, CartItem } from './types'
import type { DeliveryArea } from '../delivery/types'
import type { Numeric } from '../quantity/types'
import type { Product } from '../products/types'

export interface CartMigration {
  cart: Cart
  /** Items dropped because their product is gone or changed. */
  removed: CartItem[]
  /** Whether anything changed, i.e. whether the cart needs saving. */
  changed: boolean
}

type ComparedProduct = Pick<Product, 'id' | 'name' | 'description' | 'price'>

const sameText = (a: string | null | undefined, b: string | null | undefined): boolean => (a ?? '') === (b ?? '')

/** Prices compare as numbers ('12.50' equals 12.5); missing and empty prices equal each other. */
function samePrice(a: Numeric | null | undefined, b: Numeric | null | undefined): boolean {
  const left = parseDecimal(a)
  const right = parseDecimal(b)
  if (left || right) return Boolean(left && right && left.equals(right))
  return sameText(a?.toString(), b?.toString())
}

/** Whether the product in the cart is still the active product: same id, name, description and price. */
export const isSameProduct = (inCart: ComparedProduct, active: ComparedProduct): boolean =>
  String(inCart.id) === String(active.id) &&
  sameText(inCart.name, active.name) &&
  sameText(inCart.description, active.description) &&
  samePrice(inCart.price, active.price)

/**
 * Cart migration after a menu/product data load (ordering-storefront.md section 4): items whose
 * product is no longer among the active products with the same id, name, description and price
 * are removed. The first delivery area is preselected when none is set, or when the one set no
 * longer exists at the branch.
 */
export function migrateCart(
  cart: Cart,
  activeProducts: readonly ComparedProduct[],
  deliveryAreas: readonly Pick<DeliveryArea, 'area'>[] | null | undefined,
): CartMigration {
  const kept = cart.items.filter((item) => activeProducts.some((active) => isSameProduct(item.product, active)))
  const removed = cart.items.filter((item) => !kept.includes(item))
  const deliveryArea = preselectedArea(cart.order.deliveryArea, deliveryAreas ?? [])
  const areaChanged = deliveryArea !== (cart.order.deliveryArea ?? null)
  return {
    cart: { ...cart, items: kept, order: { ...cart.order, deliveryArea } },
    removed,
    changed: removed.length > 0 || areaChanged,
  }
}

function preselectedArea(current: string | null | undefined, areas: readonly Pick<DeliveryArea, 'area'>[]): string | null {
  if (areas.length === 0) return current ?? null
  if (current && areas.some((area) => area.area === current)) return current
  return areas[0].area
}
