'use client'

import { useEffect } from 'react'

import { migrateCart } from '@/src/domain/cart'
import type { DeliveryArea } from '@/src/domain/delivery/types'
import type { Product } from '@/src/domain/products/types'

import type { StoredCart } from '../cart/cartStore'

/**
 * Cart migration after every menu/product data load, the first one included
 * (ordering-storefront.md section 4): items whose product is no longer orderable with the same id,
 * name, description and price are removed, and the first delivery area is preselected.
 */
export function useCartMigration(
  cart: StoredCart,
  hydrated: boolean,
  activeProducts: readonly Product[],
  deliveryAreas: readonly DeliveryArea[] | null | undefined,
  updateCart: (change: (cart: StoredCart) => StoredCart) => void,
): void {
  const needed = hydrated && migrateCart(cart, activeProducts, deliveryAreas).changed
  useEffect(() => {
    if (!needed) return
    updateCart((current) => {
      const migration = migrateCart(current, activeProducts, deliveryAreas)
      return migration.changed ? { ...current, ...migration.cart } : current
    })
  }, [needed, activeProducts, deliveryAreas, updateCart])
}
