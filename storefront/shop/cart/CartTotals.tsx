import type { CartQuote } from '@/src/domain/contracts/partsShop'
import { formatMoney } from '@/src/domain/money'

import styles from './Cart.module.css'
import { discountLabel, taxLabel, TOTALS_TEXTS as T } from './texts'

/**
 * The totals of a priced parts cart (spec 001 §2, cart and checkout review): net before discount;
 * with a discount, 'Angewendete Rabatte (~x%)' and the net after it; VAT per rate; gross; freight
 * 'Bei Auftragsbestätigung'.
 */
export function CartTotals({ totals, currency }: { totals: CartQuote['totals']; currency: string }) {
  const money = (amount: number) => formatMoney(amount, currency)
  const hasDiscount = totals.discount > 0
  return (
    <dl className={styles.totals} data-testid="cart-totals">
      <div><dt>{T.netBeforeDiscount}</dt><dd>{money(totals.netBeforeDiscount)}</dd></div>
      {hasDiscount ? (
        <>
          <div><dt>{discountLabel(totals.discountPercentage)}</dt><dd>−{money(totals.discount)}</dd></div>
          <div><dt>{T.netAfterDiscount}</dt><dd>{money(totals.netAfterDiscount)}</dd></div>
        </>
      ) : null}
      {totals.taxes.map((tax) => (
        <div key={tax.rate}><dt>{taxLabel(tax.rate)}</dt><dd>{money(tax.amount)}</dd></div>
      ))}
      <div className={styles.grossRow}><dt>{T.gross}</dt><dd>{money(totals.gross)}</dd></div>
      <div><dt>{T.freight}</dt><dd>{T.freightValue}</dd></div>
    </dl>
  )
}
