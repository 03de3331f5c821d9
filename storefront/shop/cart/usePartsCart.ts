'use client'

import { useCallback, useEffect } from 'react'

import type { StoredCart } from '@/storefront/ordering/cart/cartStore'
import { useBranchCart } from '@/storefront/ordering/cart/useBranchCart'

import { PARTS_CART_NAME } from '../product/cartLine'
import { cartChanged, pullSavedCart } from './cartSync'

/**
 * The parts cart of a signed-in buyer: the browser's cart ('default'), kept in step with the cart
 * saved with the account (cartSync.ts). Every change through `updateCart` is saved.
 */
export function usePartsCart() {
  const { cart, hydrated, updateCart: updateLocal } = useBranchCart(PARTS_CART_NAME)
  useEffect(() => {
    if (hydrated) void pullSavedCart()
  }, [hydrated])
  const updateCart = useCallback(
    (change: (cart: StoredCart) => StoredCart) => {
      updateLocal(change)
      cartChanged()
    },
    [updateLocal],
  )
  return { cart, hydrated, updateCart }
}
