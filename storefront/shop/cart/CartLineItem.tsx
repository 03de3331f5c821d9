'use client'

import Link from 'next/link'
import { forwardRef } from 'react'

import { isLineCommentRequired, lineComment } from '@/src/domain/cart'
import type { QuotedLine } from '@/src/domain/contracts/partsShop'
import { sizedImage } from '@/src/domain/media'
import { formatMoney } from '@/src/domain/money'
import { productHref } from '@/src/domain/partsCatalogue'
import { effectiveLimits, parseAmount, snapAmount } from '@/src/domain/quantity'
import { fillPlaceholders } from '@/src/domain/text'
import type { CartItem } from '@/src/domain/cart/types'
import { unitLabel } from '@/src/domain/units'

import { quantityLimitsOf, type PartsCartProduct } from '../product/cartLine'
import { SHOP_TEXTS } from '../texts'
import styles from './Cart.module.css'
import { isoOfGermanDate, germanDateOfIso } from './dates'
import { CART_SCREEN_TEXTS as T } from './texts'

interface Props {
  item: CartItem
  index: number
  quoted: QuotedLine | undefined
  currency: string
  earliestDate: string
  /** The message of this line's check (missing comment, date), shown at the line. */
  problem: string | null
  onChange: (item: CartItem) => void
  onRemove: () => void
}

/**
 * One line of the parts cart: image, name and material number, comment (parts[0], required unless
 * the product's first part is optional), wanted delivery date (parts[1], DD.MM.YYYY, from tomorrow),
 * amount snapped onto minimum and step, net unit price after discount and line net from the server.
 */
export const CartLineItem = forwardRef<HTMLTextAreaElement, Props>(function CartLineItem(props, commentRef) {
  const { item, index, quoted, currency, earliestDate, problem, onChange, onRemove } = props
  const product = item.product as PartsCartProduct
  const limits = quantityLimitsOf(product)
  const { minimum, step } = effectiveLimits(limits)
  const image = product.content?.images?.[0] ? sizedImage(product.content.images[0], 'thumbnail') : null
  const commentRequired = isLineCommentRequired(product)
  const parts = item.parts ?? []
  const withPart = (position: 0 | 1, value: string) => {
    const next = [...parts]
    next[position] = value
    onChange({ ...item, parts: next })
  }
  const field = (name: string) => `cart-${index}-${name}`
  const unavailable = quoted?.available === false
  return (
    <li className={`${styles.line} ${problem || unavailable ? styles.lineProblem : ''}`} data-testid="cart-line">
      <div className={styles.lineProduct}>
        {image ? <img src={image.src} width={image.width} height={image.height} alt="" className={styles.lineImage} /> : <span className={styles.lineImageFallback}>{T.imageFallback}</span>}
        <div>
          <Link href={productHref({ uid: product.uid ?? '', name: product.name })} className={styles.lineName}>{product.name}</Link>
          <p className={styles.lineUid}>{SHOP_TEXTS.materialNumber}: {product.uid}</p>
          {unavailable ? <p className="field-message">{T.unavailable}</p> : null}
        </div>
      </div>
      <div className={`field ${problem ? 'field-error' : ''}`}>
        <label htmlFor={field('comment')} className={commentRequired ? 'required' : undefined}>
          {T.columns.comment}{commentRequired ? null : ` ${T.optional}`}
        </label>
        <textarea
          id={field('comment')}
          ref={commentRef}
          rows={2}
          value={lineComment(item)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? field('problem') : undefined}
          onChange={(event) => withPart(0, event.target.value)}
        />
        {problem ? <p id={field('problem')} className="field-message" role="alert">{problem}</p> : null}
      </div>
      <div className="field">
        <label htmlFor={field('date')}>{T.columns.date}</label>
        <input
          id={field('date')}
          type="date"
          min={earliestDate}
          value={isoOfGermanDate(typeof parts[1] === 'string' ? parts[1] : '')}
          onChange={(event) => withPart(1, germanDateOfIso(event.target.value))}
        />
      </div>
      <div className="field">
        <label htmlFor={field('amount')}>{T.columns.amount} ({unitLabel(item.unit ?? product.unit ?? 'amount')})</label>
        <input
          id={field('amount')}
          type="number"
          inputMode="decimal"
          min={minimum}
          step={step}
          value={String(item.amount)}
          onChange={(event) => onChange({ ...item, amount: event.target.value })}
          onBlur={() => onChange({ ...item, amount: snapAmount(parseAmount(item.amount), limits) })}
        />
      </div>
      <dl className={styles.linePrices}>
        <div><dt>{T.columns.unitPrice}</dt><dd>{quoted?.available ? formatMoney(quoted.unitNetAfterDiscount, currency) : '–'}</dd></div>
        <div><dt>{T.columns.total}</dt><dd>{quoted?.available ? formatMoney(quoted.lineNet, currency) : '–'}</dd></div>
      </dl>
      <button type="button" className={`btn ${styles.remove}`} onClick={onRemove} aria-label={fillPlaceholders(T.removeLabel, { name: product.name })}>
        {T.remove}
      </button>
    </li>
  )
})
