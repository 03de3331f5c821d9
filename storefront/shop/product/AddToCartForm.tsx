'use client'

import { useId, useRef, useState, type FormEvent } from 'react'

import { addPartsShopItem, isLineCommentRequired, lineCommentMissingText } from '@/src/domain/cart'
import { effectiveLimits, parseAmount, snapAmount } from '@/src/domain/quantity'
import { unitLabel } from '@/src/domain/units'

import { AddedNotice, nextAdded, type Added } from '../cart/AddedNotice'
import { usePartsCart } from '../cart/usePartsCart'
import { SHOP_TEXTS } from '../texts'
import styles from './AddToCartForm.module.css'
import { initialAmount, partsCartLine, quantityLimitsOf, type PartsCartProduct } from './cartLine'
import { PRODUCT_TEXTS, quantityLabelText } from './texts'

/**
 * Quantity, comment and 'In den Warenkorb' for shop customers (ROLE_EXTERNAL_USER): the line goes
 * to the end of the parts cart ('default'); the comment is required unless the product's first
 * part is optional. The amount snaps onto minimum and step when the field is left or sent.
 */
export function AddToCartForm({ product }: { product: PartsCartProduct }) {
  const id = useId()
  const { updateCart, hydrated } = usePartsCart()
  const limits = quantityLimitsOf(product)
  const { minimum, step } = effectiveLimits(limits)
  const [amount, setAmount] = useState(() => String(initialAmount(product)))
  const [comment, setComment] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [added, setAdded] = useState<Added | null>(null)
  const commentField = useRef<HTMLTextAreaElement>(null)
  const isCommentRequired = isLineCommentRequired(product)
  const unit = unitLabel(product.unit ?? 'amount')

  const snapTypedAmount = () => setAmount(String(snapAmount(parseAmount(amount), limits)))

  const addToCart = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isCommentRequired && comment.trim() === '') {
      setError(lineCommentMissingText(product.name, product.uid ?? ''))
      commentField.current?.focus()
      return
    }
    const line = partsCartLine(product, parseAmount(amount), comment)
    updateCart((cart) => ({ ...cart, ...addPartsShopItem(cart, line, 'detailPage') }))
    setAmount(String(line.amount))
    setComment('')
    setError(null)
    setAdded((previous) => nextAdded(previous, Number(line.amount)))
  }

  return (
    <form className={styles.form} onSubmit={addToCart} noValidate data-testid="add-to-cart-form">
      <div className={`field ${styles.quantity}`}>
        <label htmlFor={`${id}-amount`}>{quantityLabelText(SHOP_TEXTS.quantity, unit)}</label>
        <input
          id={`${id}-amount`}
          type="number"
          inputMode="decimal"
          min={minimum}
          step={step}
          required
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          onBlur={snapTypedAmount}
        />
      </div>
      <div className={`field ${error ? 'field-error' : ''} ${styles.comment}`}>
        <label htmlFor={`${id}-comment`} className={isCommentRequired ? 'required' : undefined}>
          {SHOP_TEXTS.comment}
          {isCommentRequired ? null : ` ${PRODUCT_TEXTS.optional}`}
        </label>
        <textarea
          id={`${id}-comment`}
          ref={commentField}
          rows={3}
          required={isCommentRequired}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-comment-error` : undefined}
          value={comment}
          onChange={(event) => {
            setComment(event.target.value)
            if (error) setError(null)
          }}
        />
        {error ? (
          <p id={`${id}-comment-error`} className="field-message" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={!hydrated}>
        {SHOP_TEXTS.addToCart}
      </button>
      <div className={styles.status}>
        <AddedNotice added={added} className="notice notice-success" />
      </div>
    </form>
  )
}
