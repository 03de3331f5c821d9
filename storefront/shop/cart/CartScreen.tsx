'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { addPartsShopItem, CART_TEXTS, firstLineWithoutComment, removeItem, replaceItem } from '@/src/domain/cart'
import type { ShopProduct } from '@/src/domain/contracts/partsShop'
import type { CartItem } from '@/src/domain/cart/types'

import { initialAmount, partsCartLine, partsCartProduct } from '../product/cartLine'
import { AddedNotice, nextAdded, type Added } from './AddedNotice'
import styles from './Cart.module.css'
import { CartLineItem } from './CartLineItem'
import { CartTotals } from './CartTotals'
import { germanDateOfIso } from './dates'
import { QuickEntry } from './QuickEntry'
import { CART_SCREEN_TEXTS as T } from './texts'
import { useCartQuote } from './useCartQuote'
import { usePartsCart } from './usePartsCart'

type Problem = { index: number; message: string } | { index: null; message: string }

/**
 * The parts cart (spec 001 §2, §4, §5): quick entry, a wanted date for all lines, the lines with
 * comment, date and amount, the server's prices and totals, back to the shop, and 'Weiter zur
 * Kasse' once every line that needs a comment has one (else the page goes to that line and says so).
 */
export function CartScreen({ currency, earliestDate }: { currency: string; earliestDate: string }) {
  const router = useRouter()
  const { cart, hydrated, updateCart } = usePartsCart()
  const quote = useCartQuote(cart.items, hydrated && cart.items.length > 0)
  const [added, setAdded] = useState<Added | null>(null)
  const [problem, setProblem] = useState<Problem | null>(null)
  const comments = useRef<(HTMLTextAreaElement | null)[]>([])

  const addFromQuickEntry = (found: ShopProduct) => {
    const product = partsCartProduct(found)
    const line = partsCartLine(product, initialAmount(product), '')
    updateCart((current) => ({ ...current, ...addPartsShopItem(current, line, 'quickEntry') }))
    setAdded((previous) => nextAdded(previous, Number(line.amount)))
    setProblem(null)
  }
  const changeLine = (index: number, item: CartItem) => {
    updateCart((current) => ({ ...current, ...replaceItem(current, index, item) }))
    if (problem?.index === index) setProblem(null)
  }
  const setDateForAll = (iso: string) =>
    updateCart((current) => ({ ...current, items: current.items.map((item) => ({ ...item, parts: [(item.parts ?? [])[0] ?? '', germanDateOfIso(iso)] })) }))

  const toCheckout = () => {
    if (quote.quote?.lines.some((line) => !line.available)) return setProblem({ index: null, message: T.removeUnavailable })
    const missing = firstLineWithoutComment(cart.items)
    if (missing) {
      setProblem(missing)
      const field = comments.current[missing.index]
      field?.scrollIntoView({ block: 'center', behavior: 'smooth' })
      field?.focus({ preventScroll: true })
      return
    }
    router.push('/shop/checkout')
  }

  if (!hydrated) return <p className={styles.placeholder}>{T.pricesLoading}</p>
  return (
    <div className={styles.screen}>
      <QuickEntry onAdd={addFromQuickEntry} />
      <AddedNotice added={added} className="notice notice-success" />
      {cart.items.length === 0 ? (
        <p className={styles.empty}>{CART_TEXTS.emptyPartsShopCart}</p>
      ) : (
        <>
          <div className={`field ${styles.dateForAll}`}>
            <label htmlFor="cart-date-all">{T.deliveryDateAll}</label>
            <input id="cart-date-all" type="date" min={earliestDate} aria-describedby="cart-date-all-hint" onChange={(event) => setDateForAll(event.target.value)} />
            <p id="cart-date-all-hint" className="field-hint">{T.deliveryDateAllHint}</p>
          </div>
          <ol className={styles.lines} aria-label={T.title}>
            {cart.items.map((item, index) => (
              <CartLineItem
                key={`${item.product.id}-${index}`}
                ref={(element) => {
                  comments.current[index] = element
                }}
                item={item}
                index={index}
                quoted={quote.quote?.lines[index]}
                currency={currency}
                earliestDate={earliestDate}
                problem={problem?.index === index ? problem.message : null}
                onChange={(next) => changeLine(index, next)}
                onRemove={() => updateCart((current) => ({ ...current, ...removeItem(current, index) }))}
              />
            ))}
          </ol>
          <section className={styles.summary} aria-live="polite">
            {quote.status === 'failed' ? <p className="notice notice-error">{T.pricesFailed}</p> : null}
            {quote.quote ? <CartTotals totals={quote.quote.totals} currency={currency} /> : <p>{T.pricesLoading}</p>}
          </section>
        </>
      )}
      {problem?.index === null ? <p className="notice notice-error" role="alert">{problem.message}</p> : null}
      <div className={styles.actions}>
        <Link href="/shop" className="btn">{T.backToShop}</Link>
        {cart.items.length > 0 ? <button type="button" className="btn btn-primary" onClick={toCheckout}>{T.toCheckout}</button> : null}
      </div>
    </div>
  )
}
