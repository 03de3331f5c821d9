import type { MenuProduct } from '@/src/domain/contracts/menu'
import type { Product } from '@/src/domain/products/types'

/**
 * The product as a cart item keeps it: what pricing, validation, migration and the checkout read,
 * without pictures, allergens and schedules (the cart lives in localStorage).
 */
export function cartProduct(product: MenuProduct): Product {
  const { images: _images, allergens: _allergens, schedule: _schedule, isVisibleWhenUnavailable: _visible, isEnabled: _enabled, ...kept } = product
  return kept
}
