'use client'

import { useState } from 'react'

import { addItem } from '@/src/domain/cart'
import type { CartItem } from '@/src/domain/cart/types'

import { AddedNotice, nextAdded, type Added } from '../cart/AddedNotice'
import { usePartsCart } from '../cart/usePartsCart'
import { SHOP_TEXTS } from '../texts'
import styles from './AddToCartButton.module.css'

/**
 * 'In den Warenkorb' on a catalogue card (shop customers only): appends the prepared line (the
 * minimum quantity, no comment yet: the cart asks for it before checkout) to the parts cart and
 * confirms in a polite live region.
 */
export function AddToCartButton({ line, productName }: { line: CartItem; productName: string }) {
  const { updateCart, hydrated } = usePartsCart()
  const [added, setAdded] = useState<Added | null>(null)
  const add = () => {
    updateCart((cart) => ({ ...cart, ...addItem(cart, line) }))
    setAdded((previous) => nextAdded(previous, Number(line.amount)))
  }
  return (
    <div className={styles.action}>
      <button type="button" className={`btn btn-primary ${styles.button}`} onClick={add} disabled={!hydrated}>
        {SHOP_TEXTS.addToCart}
        <span className="visually-hidden">{`: ${productName}`}</span>
      </button>
      <AddedNotice added={added} className={styles.added} />
    </div>
  )
}
