import type { CartQuoteAnswer } from '@/src/domain/contracts/ordering'
import { formatMoney } from '@/src/domain/money/format'
import { vatLineText } from '@/src/domain/pricing/texts'

import styles from '../Checkout.module.css'
import { CHECKOUT_TEXTS } from '../texts'
import { Section } from './Section'

/** Totals from the server's quote: goods, delivery fee, VAT per rate and the total ('ca.' when approximate). */
export function Totals({ quote, isLoading, currency }: { quote: CartQuoteAnswer | null; isLoading: boolean; currency: string }) {
  const money = (amount: number) => formatMoney(amount, currency)
  return (
    <Section title={CHECKOUT_TEXTS.totalsSection} id="checkout-totals">
      <div className={styles.totals} aria-busy={isLoading} data-testid="checkout-totals">
        {!quote ? (
          <p className={styles.totalsLoading} role="status">{CHECKOUT_TEXTS.totalLoading}</p>
        ) : (
          <dl className={styles.totalList}>
            <div className={styles.totalRow}>
              <dt>{CHECKOUT_TEXTS.goods}</dt>
              <dd data-testid="total-goods">{money(quote.goods.gross)}</dd>
            </div>
            {quote.deliveryFee ? (
              <div className={styles.totalRow}>
                <dt>{CHECKOUT_TEXTS.deliveryFee}</dt>
                <dd data-testid="total-delivery-fee">{quote.deliveryFee.isFree ? CHECKOUT_TEXTS.deliveryFeeFree : money(quote.deliveryFee.gross)}</dd>
              </div>
            ) : null}
            {quote.taxGroups.map((group) => (
              <div key={group.taxRate} className={`${styles.totalRow} ${styles.taxRow}`}>
                <dt>{vatLineText(group.taxRate)}</dt>
                <dd data-testid={`total-tax-${group.taxRate}`}>{money(group.tax)}</dd>
              </div>
            ))}
            <div className={`${styles.totalRow} ${styles.grandTotal}`}>
              <dt>{CHECKOUT_TEXTS.total}</dt>
              <dd data-testid="total-gross">{quote.totalLabel ? `${quote.totalLabel} ` : ''}{money(quote.total.gross)}</dd>
            </div>
          </dl>
        )}
      </div>
    </Section>
  )
}
