'use client'

import Link from 'next/link'
import { useEffect, useId, useRef, useState } from 'react'

import { cartPanelAfterRemoval, toggleCartPanel, type CartPanelState } from '@/src/domain/cart'
import { formatMoney } from '@/src/domain/money'
import { cartItemCount, quoteCart } from '@/src/domain/pricing'
import { amountText } from '@/src/domain/quantity'
import type { Branch } from '@/src/domain/branches/types'
import type { CartItem } from '@/src/domain/cart/types'
import type { DeliveryMode } from '@/src/domain/delivery/types'

import { useCartQuote } from '../checkout/hooks/useCartQuote'
import { itemMessages, linesByItem } from '../checkout/quoteLines'
import { CartLines } from './CartLines'
import styles from './CartPanel.module.css'
import { CART_PANEL_TEXTS as T, itemCountText } from './texts'

interface Props {
  branch: Pick<Branch, 'id' | 'identifier' | 'deliveryAreas'> & { id: number }
  items: CartItem[]
  mode: DeliveryMode
  deliveryArea: string | null | undefined
  currency: string
  /** False until the cart is read in the browser: the panel keeps its size but shows no content. */
  hydrated: boolean
  onEdit: (index: number) => void
  onRemove: (index: number) => void
  onChooseArea: (area: string) => void
}

/**
 * The collapsible cart panel: item count and total in the bar, the items with edit and remove when
 * expanded, the free-delivery hint and the minimum-order message for delivery, and the checkout
 * button (disabled when the cart is empty or the delivery minimum is not reached). Totals come from
 * POST /api/cart/quote (debounced); while it answers, the domain's preview of the same rules shows.
 * A cart that is approximate ('ca.') shows no total here.
 */
export function CartPanel({ branch, items, mode, deliveryArea, currency, hydrated, onEdit, onRemove, onChooseArea }: Props) {
  const bodyId = useId()
  const panelRef = useBottomBarHeight()
  const [panel, setPanel] = useState<CartPanelState>('collapsed')
  const { quote, isLoading } = useCartQuote(branch.id, mode, deliveryArea, items, hydrated)
  const preview = quoteCart({ branch, mode, deliveryAreaName: deliveryArea, items, now: new Date(), currency })
  const shown = !isLoading && quote ? quote : preview
  const lines = linesByItem(!isLoading ? quote : null, items.length).map((line, index) => line ?? (isLoading || !quote ? preview.lines[index] : null))
  const messages = itemMessages(!isLoading ? quote : null)
  const count = cartItemCount(items)
  const isEmpty = items.length === 0
  const minimumMissed = mode === 'delivery' && shown.minimumOrder !== null && !shown.minimumOrder.isReached
  const canCheckout = hydrated && !isEmpty && !minimumMissed
  const areas = branch.deliveryAreas ?? []
  const expanded = panel === 'expanded' && !isEmpty

  useEffect(() => {
    if (isEmpty) setPanel('collapsed')
  }, [isEmpty])

  const total = shown.isTotalHiddenInCartPanel ? null : formatMoney(shown.total.gross, currency)

  return (
    <aside ref={panelRef} className={styles.panel} aria-label={T.label} data-state={expanded ? 'expanded' : 'collapsed'} data-testid="cart-panel">
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setPanel((state) => toggleCartPanel(state, items.length))}
        >
          <span className={styles.toggleTitle}>{T.title}</span>
          <span className={styles.summary} data-testid="cart-summary">
            {!hydrated ? '\u00a0' : isEmpty ? T.empty : (
              <>
                <span data-testid="cart-count">{itemCountText(amountText(count))}</span>
                {total ? <span data-testid="cart-total"> · {total}</span> : null}
              </>
            )}
          </span>
          <span className="visually-hidden">{expanded ? T.hide : T.show}</span>
          <span className={styles.chevron} aria-hidden="true">{expanded ? '▾' : '▴'}</span>
        </button>
        {canCheckout ? (
          <Link href={`/store/${branch.identifier}/checkout`} className={`btn btn-primary ${styles.checkout}`}>{T.checkout}</Link>
        ) : (
          <button type="button" className={`btn btn-primary ${styles.checkout}`} disabled>{T.checkout}</button>
        )}
      </div>
      {minimumMissed && shown.minimumOrder ? (
        <div className={`notice notice-warning ${styles.notice}`} data-testid="minimum-order">
          <p>{shown.minimumOrder.message}</p>
          <p>{shown.minimumOrder.suggestion}</p>
        </div>
      ) : null}
      <div id={bodyId} className={styles.body} hidden={!expanded}>
        {expanded ? (
          <>
            <CartLines
              items={items}
              lines={lines}
              messages={messages}
              currency={currency}
              onEdit={onEdit}
              onRemove={(index) => {
                setPanel((state) => cartPanelAfterRemoval(state, items.length - 1))
                onRemove(index)
              }}
            />
            {mode === 'delivery' && areas.length > 0 ? (
              <div className={`field ${styles.area}`}>
                <label htmlFor={`${bodyId}-area`}>{T.deliveryArea}</label>
                <select id={`${bodyId}-area`} value={deliveryArea ?? areas[0].area} onChange={(event) => onChooseArea(event.target.value)}>
                  {areas.map((area) => (
                    <option key={area.area} value={area.area}>{area.area}</option>
                  ))}
                </select>
              </div>
            ) : null}
            {mode === 'delivery' && shown.freeDeliveryHint ? <p className={styles.hint} data-testid="free-delivery-hint">{shown.freeDeliveryHint}</p> : null}
            {shown.deliveryFee ? (
              <p className={styles.row}>
                <span>{T.deliveryFee}</span>
                <span>{shown.deliveryFee.isFree ? T.deliveryFeeFree : formatMoney(shown.deliveryFee.gross, currency)}</span>
              </p>
            ) : null}
            {total ? (
              <p className={`${styles.row} ${styles.totalRow}`}>
                <span>{T.total}</span>
                <span data-testid="cart-panel-total">{total}</span>
              </p>
            ) : (
              <p className={styles.hint}>{T.totalOnCheckout}</p>
            )}
          </>
        ) : null}
      </div>
    </aside>
  )
}

/**
 * While the panel is a bar fixed to the bottom of the screen (phones, tablets), its height is
 * published as the CSS variable --storefront-bottom-bar on <html>, so other fixed elements (the
 * scroll-to-top arrow) can stay above it; 0px when the panel is not fixed.
 */
function useBottomBarHeight() {
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    const panel = ref.current
    if (!panel) return
    const root = document.documentElement
    const publish = () => {
      const fixed = window.getComputedStyle(panel).position === 'fixed'
      root.style.setProperty('--storefront-bottom-bar', fixed ? `${panel.offsetHeight}px` : '0px')
    }
    const observer = new ResizeObserver(publish)
    observer.observe(panel)
    window.addEventListener('resize', publish)
    publish()
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', publish)
      root.style.removeProperty('--storefront-bottom-bar')
    }
  }, [])
  return ref
}
