'use client'

import { describeParts } from '@/src/domain/cart'
import { formatMoney } from '@/src/domain/money'
import { lineUnit, type FoodLinePrice } from '@/src/domain/pricing'
import { quantityText } from '@/src/domain/quantity'
import type { CartItem } from '@/src/domain/cart/types'

import styles from './CartPanel.module.css'
import { CART_PANEL_TEXTS as T, editItemLabel, removeItemLabel } from './texts'

interface Props {
  items: CartItem[]
  /** The server's priced line per item (null while loading or when the server left the item out). */
  lines: (FoodLinePrice | null)[]
  messages: Map<number, string[]>
  currency: string
  onEdit: (index: number) => void
  onRemove: (index: number) => void
}

/** The cart's items: amount and name, configuration, line price, edit and remove. */
export function CartLines({ items, lines, messages, currency, onEdit, onRemove }: Props) {
  return (
    <ul className={styles.lines}>
      {items.map((item, index) => {
        const line = lines[index]
        const parts = describeParts(item)
        return (
          <li key={`${item.product.id}-${index}`} className={styles.line} data-testid="cart-line">
            <div className={styles.lineText}>
              <p className={styles.lineName}>
                <span className={styles.lineAmount}>{quantityText(line?.amount ?? item.amount, line?.unit ?? lineUnit(item))}</span> {item.product.name}
              </p>
              {parts ? <p className={styles.lineParts}>{parts}</p> : null}
              {(messages.get(index) ?? []).map((message) => (
                <p key={message} className="field-message">{message}</p>
              ))}
              <div className={styles.lineActions}>
                <button type="button" className={styles.linkButton} onClick={() => onEdit(index)} aria-label={editItemLabel(item.product.name)}>
                  {T.edit}
                </button>
                <button type="button" className={styles.linkButton} onClick={() => onRemove(index)} aria-label={removeItemLabel(item.product.name)}>
                  {T.remove}
                </button>
              </div>
            </div>
            <p className={styles.linePrice}>
              {line ? `${line.calculationModel === 'fixed' ? '' : `${line.calculationLabel} `}${formatMoney(line.totalGross, currency)}` : '\u00a0'}
            </p>
          </li>
        )
      })}
    </ul>
  )
}
