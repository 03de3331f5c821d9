import { describeParts } from '@/src/domain/cart/partsSummary'
import type { CartQuoteAnswer } from '@/src/domain/contracts/ordering'
import { formatMoney } from '@/src/domain/money/format'
import { quantityText } from '@/src/domain/quantity'
import type { CartItem } from '@/src/domain/cart/types'
import { baseUnitOf, isUnitName } from '@/src/domain/units/units'

import styles from '../Checkout.module.css'
import { fieldId } from '../form'
import { itemMessages, linesByItem } from '../quoteLines'
import { CHECKOUT_TEXTS } from '../texts'
import { fillPlaceholders } from '@/src/domain/text/placeholders'
import { Section } from './Section'

interface CartItemsProps {
  items: CartItem[]
  quote: CartQuoteAnswer | null
  currency: string
  onRemove: (index: number) => void
  errors: ReadonlySet<string>
}

/** The cart lines with amount, configuration, the server's line price and a remove button. */
export function CartItems({ items, quote, currency, onRemove, errors }: CartItemsProps) {
  const lines = linesByItem(quote, items.length)
  const messages = itemMessages(quote)
  return (
    <Section title={CHECKOUT_TEXTS.cartSection} id="checkout-cart">
      <ul className={styles.items}>
        {items.map((item, index) => {
          const line = lines[index]
          const unit = isUnitName(item.unit) ? item.unit : baseUnitOf(item.product)
          const parts = describeParts(item)
          const hasError = [...errors].some((field) => field === `items.${index}` || field.startsWith(`items.${index}.`))
          return (
            <li key={`${item.product.id}-${index}`} id={fieldId(`items.${index}`)} className={[styles.item, hasError ? 'field-error' : ''].join(' ')} data-testid="checkout-item">
              <div className={styles.itemText}>
                <p className={styles.itemName}>
                  <span>{quantityText(line?.amount ?? item.amount, line?.unit ?? unit)}</span> {item.product.name}
                </p>
                {parts ? <p className={styles.itemParts}>{parts}</p> : null}
                {(messages.get(index) ?? []).map((message) => (
                  <p key={message} className="field-message">{message}</p>
                ))}
              </div>
              <p className={styles.itemPrice}>
                {line ? `${line.calculationModel === 'fixed' ? '' : `${line.calculationLabel} `}${formatMoney(line.totalGross, currency)}` : '\u00a0'}
              </p>
              <button
                type="button"
                className={styles.remove}
                onClick={() => onRemove(index)}
                aria-label={fillPlaceholders(CHECKOUT_TEXTS.removeItem, { name: item.product.name })}
              >
                {CHECKOUT_TEXTS.remove}
              </button>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
