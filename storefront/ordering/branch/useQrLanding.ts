'use client'

import { useEffect } from 'react'

import { withDeliveryMode } from '@/src/domain/cart'
import { qrLandingOf, searchWithoutLanding } from '@/src/domain/qr/target'
import type { DeliveryMode } from '@/src/domain/delivery/types'
import { takeKeptLanding } from '@/storefront/qr/keptLanding'

import type { StoredCart } from '../cart/cartStore'

/**
 * A visit from a QR code (/q/{identifier} redirects to '/store/{branch}?table=7&qr=tisch-7'): the
 * code is kept with the branch's cart (sent as `qrCode` with the order), a table chooses dine-in
 * and is preselected in the checkout (when the branch offers dine-in). Then the parameters leave
 * the address bar, so a shared or reloaded address is no second visit from the code. Without a
 * code in the address, one kept from a landing on another page of this tab (QrLandingKeeper) goes
 * to the cart, unless it names a code already.
 */
export function useQrLanding(hydrated: boolean, modes: readonly DeliveryMode[], updateCart: (change: (cart: StoredCart) => StoredCart) => void): void {
  const offersDineIn = modes.includes('dineIn')
  useEffect(() => {
    if (!hydrated) return
    const { search, pathname, hash } = window.location
    const { qrCode, table } = qrLandingOf(search)
    const kept = takeKeptLanding()
    if (!qrCode && !table) {
      if (kept) updateCart((current) => (current.qrCode ? current : { ...current, qrCode: kept }))
      return
    }
    const atTable = table !== null && offersDineIn
    updateCart((current) => ({
      ...(atTable ? { ...withDeliveryMode(current, 'dineIn'), isModePersisted: true, table } : current),
      ...(qrCode ? { qrCode } : {}),
    }))
    window.history.replaceState(window.history.state, '', `${pathname}${searchWithoutLanding(search)}${hash}`)
  }, [hydrated, offersDineIn, updateCart])
}
