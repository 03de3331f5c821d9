import Link from 'next/link'

import { ProgressBar } from './ProgressBar'
import styles from './Checkout.module.css'
import { completeText, PARTS_CHECKOUT_TEXTS as T } from './texts'

/** Step 4: the order's number and the way back to the shop (and to the order in the history). */
export function CompleteScreen({ uid }: { uid: string }) {
  return (
    <div className={styles.screen}>
      <ProgressBar current={3} />
      <section className="notice notice-success" aria-labelledby="checkout-complete">
        <h2 id="checkout-complete">{T.completeTitle}</h2>
        <p data-testid="checkout-complete">{completeText(uid)}</p>
        <p>{T.completeHint}</p>
      </section>
      <div className={styles.actions}>
        <Link href="/shop" className="btn btn-primary">{T.toShop}</Link>
        <Link href={`/account/orders/${encodeURIComponent(uid)}`} className="btn">{T.toOrder}</Link>
      </div>
    </div>
  )
}
