import { formatMoney } from '@/src/domain/money'
import type { PriceDisplay } from '@/src/domain/pricing'

import styles from './PriceTag.module.css'
import { SHOP_TEXTS } from './texts'

interface Props {
  price: PriceDisplay
  currency: string
  size?: 'small' | 'large'
}

/**
 * A part's price as the viewer may see it: 'Preis auf Anfrage' when hidden (no ROLE_USER, zero or
 * hidden price), else the price with 'exkl. MwSt.' or 'inkl. MwSt.', and for a discount the list
 * price struck through with the label 'Rabattiert' (parts-shop-and-site.md sections 2 and 5).
 */
export function PriceTag({ price, currency, size = 'small' }: Props) {
  if (!price.visible) return <p className={`${styles.price} ${styles[size]} ${styles.onRequest}`} data-testid="price">{price.text}</p>
  return (
    <p className={`${styles.price} ${styles[size]}`} data-testid="price">
      {price.isDiscounted ? (
        <>
          <span className={styles.badge}>{SHOP_TEXTS.discounted}</span>{' '}
          <s className={styles.listPrice} aria-label={`${SHOP_TEXTS.listPrice} ${formatMoney(price.listAmount, currency)}`}>{formatMoney(price.listAmount, currency)}</s>{' '}
        </>
      ) : null}
      <strong className={styles.amount}>{formatMoney(price.amount, currency)}</strong> <span className={styles.suffix}>{price.suffix}</span>
    </p>
  )
}
