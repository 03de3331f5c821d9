import type { CartItem } from '@/src/domain/cart/types'
import { track } from '@/storefront/analytics/track'

/** Reports the analytics event 'add-to-cart' (ordering-storefront.md section 7) for a saved cart item. */
export function trackAddToCart(branchIdentifier: string, item: CartItem, currency: string): void {
  track('add-to-cart', {
    branch: branchIdentifier,
    currency,
    product: item.product.name,
    productId: item.product.id,
    amount: item.amount,
    unit: item.unit ?? null,
    price: item.product.price ?? null,
  })
}
