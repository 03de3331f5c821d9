'use client'

import { useCallback, useEffect } from 'react'

import { clearCart, deliveryModeOf, initialDeliveryMode, migrateCart, removeItem, withDeliveryMode } from '@/src/domain/cart'
import type { DeliveryMode } from '@/src/domain/delivery/types'

import type { StoredCart } from '@/storefront/ordering/cart/cartStore'
import { useBranchCart } from '@/storefront/ordering/cart/useBranchCart'
import type { CheckoutBranch } from '@/storefront/ordering/data/loadCheckout'

/** The cart as the checkout starts with it: the branch's mode (persisted or default) and a delivery area preselected. */
function settled(cart: StoredCart, branch: CheckoutBranch, defaultMethod: DeliveryMode | null): StoredCart {
  const mode = initialDeliveryMode(branch, cart.isModePersisted ? cart : null, defaultMethod)
  const withMode = deliveryModeOf(cart) === mode ? cart : withDeliveryMode(cart, mode)
  // The checkout loads no menu, so every product counts as active here: only the area is preselected.
  const migrated = migrateCart(withMode, withMode.items.map((item) => item.product), branch.deliveryAreas)
  return migrated.changed ? { ...withMode, order: migrated.cart.order } : withMode
}

/**
 * The branch's cart with the changes the checkout makes: delivery type (saved as persisted),
 * delivery area, appointment, comment, removing items and clearing after the order (the QR code
 * the visit came from and its table with it: the order has them).
 */
export function useCheckoutCart(branch: CheckoutBranch, defaultMethod: DeliveryMode | null) {
  const { cart, hydrated, updateCart } = useBranchCart(branch.identifier)

  useEffect(() => {
    if (hydrated && settled(cart, branch, defaultMethod) !== cart) updateCart((current) => settled(current, branch, defaultMethod))
  }, [hydrated, cart, branch, defaultMethod, updateCart])

  const setMode = useCallback(
    (mode: DeliveryMode) => updateCart((current) => ({ ...withDeliveryMode(current, mode), isModePersisted: true })),
    [updateCart],
  )
  const setOrder = useCallback(
    (change: Partial<StoredCart['order']>) => updateCart((current) => ({ ...current, order: { ...current.order, ...change } })),
    [updateCart],
  )
  const removeAt = useCallback((index: number) => updateCart((current) => ({ ...current, ...removeItem(current, index) })), [updateCart])
  const clear = useCallback(() => updateCart((current) => ({ ...current, ...clearCart(current), qrCode: null, table: null })), [updateCart])

  return { cart, hydrated, mode: deliveryModeOf(cart), setMode, setOrder, removeAt, clear }
}
