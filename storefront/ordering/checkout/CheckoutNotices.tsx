import styles from './Checkout.module.css'

/**
 * The state notices of the checkout: closed (reopening time or closed message, preorder hint) and,
 * when delivering, delivery unavailable ('Derzeit bieten wir leider keine Lieferung an.').
 */
export function CheckoutNotices({ closed, delivery }: { closed: string[] | null; delivery: string[] | null }) {
  if (!closed && !delivery) return null
  return (
    <div className={styles.notices}>
      {closed ? (
        <div className="notice notice-warning" data-testid="checkout-closed">
          {closed.map((line) => <p key={line} className={styles.noticeLine}>{line}</p>)}
        </div>
      ) : null}
      {delivery ? (
        <div className="notice notice-warning" data-testid="checkout-delivery-closed">
          {delivery.map((line) => <p key={line} className={styles.noticeLine}>{line}</p>)}
        </div>
      ) : null}
    </div>
  )
}
