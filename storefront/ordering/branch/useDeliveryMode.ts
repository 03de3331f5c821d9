'use client'

import { useCallback, useEffect } from 'react'

import { availableModes, deliveryModeOf, initialDeliveryMode, withDeliveryMode } from '@/src/domain/cart'
import type { Branch } from '@/src/domain/branches/types'
import type { DeliveryMode } from '@/src/domain/delivery/types'

import type { StoredCart } from '../cart/cartStore'

type ModeBranch = Pick<Branch, 'isTakeawayEnabled' | 'isDeliveryEnabled' | 'isDineInEnabled'>

/**
 * The delivery type of the branch's cart (ordering-storefront.md section 4, Delivery type): a mode
 * the visitor chose before wins while the branch still offers it; otherwise the configured default
 * when the branch enables it; otherwise the first offered mode. The effective mode is written to
 * the cart once it is known in the browser; choosing a mode saves it as persisted.
 */
export function useDeliveryMode(
  branch: ModeBranch,
  defaultMethod: DeliveryMode | null,
  cart: StoredCart,
  hydrated: boolean,
  updateCart: (change: (cart: StoredCart) => StoredCart) => void,
): { mode: DeliveryMode; modes: DeliveryMode[]; chooseMode: (mode: DeliveryMode) => void } {
  const modes = availableModes(branch)
  const mode = initialDeliveryMode(branch, cart.isModePersisted ? cart : null, defaultMethod)
  const stored = deliveryModeOf(cart)

  useEffect(() => {
    if (hydrated && stored !== mode) updateCart((current) => withDeliveryMode(current, mode))
  }, [hydrated, stored, mode, updateCart])

  const chooseMode = useCallback(
    (chosen: DeliveryMode) => updateCart((current) => ({ ...withDeliveryMode(current, chosen), isModePersisted: true })),
    [updateCart],
  )
  return { mode, modes, chooseMode }
}
