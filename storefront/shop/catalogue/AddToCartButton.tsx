'use client'

import { useState } from 'react'

import { addItem } from '@/src/domain/cart'
import type { CartItem } from '@/src/domain/types'
import { useBranchCart } from '@/storefront/ordering/cart/useBranchCart'
import { PARTS_CART_NAME } from '@/storefront/shop/product/cartLine'

import { SHOP_TEXTS } from '../texts'
import styles from './AddToCartButton.module.css'

/** Where the confirmation leads. */

/**
 * 'In den Warenkorb' on a catalogue card (shop customers only): appends the prepared line (the
 * minimum quantity, no comment yet: the cart asks for it before checkout) to the parts cart and
 * confirms in a polite live region.
 */
export function AddToCartButton({ line, productName }: { line: CartItem; productName: string }) {
  const { updateCart, hydrated } = useBranchCart(PARTS_CART_NAME)
  const [addedCount, setAddedCount] = useState(0)
  const add = () => {
    updateCart((cart) => ({ ...cart, ...addItem(cart, line) }))
    setAddedCount((count) => count + 1)
  }
  return (
    <div className={styles.action}>
      <button type="button" className={`btn btn-primary ${styles.button}`} onClick={add} disabled={!hydrated}>
        {SHOP_TEXTS.addToCart}
        <span className="visually-hidden">{`: ${productName}`}</span>
      </button>
      <div role="status">
        {addedCount > 0 ? <p key={addedCount} className={styles.added}>{SHOP_TEXTS.addedToCart}</p> : null}
      </div>
    </div>
  )
}
