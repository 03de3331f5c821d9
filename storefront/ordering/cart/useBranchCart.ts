'use client'

import { useCallback, useSyncExternalStore } from 'react'

import { readCart, serverCart, subscribeCart, writeCart, type StoredCart } from './cartStore'

const subscribeHydration = () => () => undefined

/**
 * The cart of one branch, shared by every component on the page and across tabs.
 * `hydrated` is false during server rendering and the first client render (the cart is only known
 * in the browser); render placeholders of the final size until then to avoid layout shift.
 */
export function useBranchCart(branchIdentifier: string): {
  cart: StoredCart
  hydrated: boolean
  updateCart: (change: (cart: StoredCart) => StoredCart) => void
} {
  const cart = useSyncExternalStore(
    (listener) => subscribeCart(branchIdentifier, listener),
    () => readCart(branchIdentifier),
    serverCart,
  )
  const hydrated = useSyncExternalStore(subscribeHydration, () => true, () => false)
  const updateCart = useCallback(
    (change: (cart: StoredCart) => StoredCart) => writeCart(branchIdentifier, change(readCart(branchIdentifier))),
    [branchIdentifier],
  )
  return { cart, hydrated, updateCart }
}
