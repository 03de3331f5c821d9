import { lineComment } from '@/src/domain/cart'
import { sizedImage } from '@/src/domain/media'
import { formatMoney } from '@/src/domain/money'
import type { CartItem } from '@/src/domain/cart/types'
import { unitLabel } from '@/src/domain/units'

import type { PartsCartProduct } from '../product/cartLine'
import { CartTotals } from '../cart/CartTotals'
import type { QuoteState } from '../cart/useCartQuote'
import type { PartsCheckoutForm } from './checkoutForm'
import type { PartsCheckoutData } from './data'
import { AddressSection } from './AddressBlock'
import styles from './Checkout.module.css'
import { PARTS_CHECKOUT_TEXTS as T } from './texts'

interface Props {
  data: PartsCheckoutData
  form: PartsCheckoutForm
  items: readonly CartItem[]
  quote: QuoteState
}

/**
 * Step 3 'Auftragsprüfung': the same data read-only, the lines with image (or fallback), name,
 * material number, comment and wanted date, amount, net unit price after discount and line net, and
 * the totals, all as the server priced them.
 */
export function ReviewStep({ data, form, items, quote }: Props) {
  const money = (amount: number) => formatMoney(amount, data.currency)
  const delivery = form.shippingAddress === null ? [T.deliveryToBilling] : (data.shippingAddresses[form.shippingAddress] ?? [T.deliveryToBilling])
  return (
    <>
      <h2 className={styles.sectionTitle}>{T.reviewTitle}</h2>
      <div className={styles.blocks}>
        <AddressSection title={T.billing} lines={data.billing} />
        <AddressSection title={T.delivery} lines={delivery} />
      </div>
      <dl className={`${styles.section} ${styles.facts}`}>
        <div><dt>{T.contact}</dt><dd>{data.contact.join(', ')}</dd></div>
        <div><dt>{T.shippingTitle}</dt><dd>{form.priority ? T.shippingOptions.express : T.shippingOptions.standard}</dd></div>
        {form.ticketNumber.trim() ? <div><dt>{T.ticketNumber}</dt><dd>{form.ticketNumber}</dd></div> : null}
        {form.comment.trim() ? <div><dt>{T.comment}</dt><dd>{form.comment}</dd></div> : null}
      </dl>
      <section aria-labelledby="review-items">
        <h3 id="review-items" className={styles.sectionTitle}>{T.items}</h3>
        <div className={styles.tableWrap} role="region" aria-labelledby="review-items" tabIndex={0}>
          <table className={styles.items} data-testid="review-items">
            <thead>
              <tr>
                <th scope="col"><span className="visually-hidden">{T.columns.image}</span></th>
                <th scope="col">{T.columns.product}</th>
                <th scope="col">{T.columns.comment}</th>
                <th scope="col">{T.columns.date}</th>
                <th scope="col" className={styles.number}>{T.columns.amount}</th>
                <th scope="col" className={styles.number}>{T.columns.unitPrice}</th>
                <th scope="col" className={styles.number}>{T.columns.total}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item, index) => {
                const product = item.product as PartsCartProduct
                const image = product.content?.images?.[0] ? sizedImage(product.content.images[0], 'thumbnail') : null
                const priced = quote.quote?.lines[index]
                const date = typeof item.parts?.[1] === 'string' && item.parts[1] ? item.parts[1] : T.noDate
                return (
                  <tr key={`${product.id}-${index}`}>
                    <td>{image ? <img src={image.src} width={image.width} height={image.height} alt="" className={styles.itemImage} /> : <span className={styles.itemImageFallback}>{T.noImage}</span>}</td>
                    <td>{product.name}<br /><small>{T.columns.uid}: {product.uid}</small></td>
                    <td>{lineComment(item) || '–'}</td>
                    <td>{date}</td>
                    <td className={styles.number}>{priced?.available ? priced.amount : String(item.amount)} {unitLabel(item.unit ?? 'amount')}</td>
                    <td className={styles.number}>{priced?.available ? money(priced.unitNetAfterDiscount) : '–'}</td>
                    <td className={styles.number}>{priced?.available ? money(priced.lineNet) : '–'}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      </section>
      <section className={styles.summary} aria-live="polite">
        {quote.quote ? <CartTotals totals={quote.quote.totals} currency={data.currency} /> : <p>{T.loading}</p>}
      </section>
    </>
  )
}
