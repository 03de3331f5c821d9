import type { CartQuoteAnswer } from '@/src/domain/contracts/ordering'
import type { Cart } from '@/src/domain/cart/types'
import { track } from '@/storefront/analytics/track'

import type { CheckoutBranch } from '../data/loadCheckout'

/** Event data of the checkout: branch, items and (when quoted) the value. */
function eventData(cart: Cart, branch: CheckoutBranch, quote: CartQuoteAnswer | null): Record<string, unknown> {
  return {
    branch: branch.identifier,
    items: cart.items.map((item) => ({ id: item.product.id, name: item.product.name, amount: item.amount, unit: item.unit ?? null })),
    ...(quote ? { value: quote.total.gross, currency: quote.currency } : {}),
  }
}

/** Reports 'initiate-checkout' (checkout opened with items) and 'purchase' (order sent) through the storefront analytics. */
export function trackCheckoutEvent(name: 'initiate-checkout' | 'purchase', cart: Cart, branch: CheckoutBranch, quote: CartQuoteAnswer | null): void {
  track(name, eventData(cart, branch, quote))
}
