import Link from 'next/link'

import type { PartsCheckoutForm } from './checkoutForm'
import type { PartsCheckoutData } from './data'
import { AddressBlock, AddressSection } from './AddressBlock'
import styles from './Checkout.module.css'
import { PARTS_CHECKOUT_TEXTS as T } from './texts'

interface Props {
  data: PartsCheckoutData
  form: PartsCheckoutForm
  onChange: (form: PartsCheckoutForm) => void
}

/**
 * Step 1 'Meine Daten': the billing data and the contact person (read-only, from the account), the
 * delivery address (the billing address or a saved shipping address, and the way to a new one),
 * the buyer's own order number and a comment to the seller.
 */
export function DataStep({ data, form, onChange }: Props) {
  return (
    <>
      <h2 className={styles.sectionTitle}>{T.myData}</h2>
      <div className={styles.blocks}>
        <AddressSection title={T.billing} lines={data.billing} />
        <AddressSection title={T.contact} lines={data.contact} />
      </div>
      <fieldset className={styles.section}>
        <legend>{T.delivery}</legend>
        <div className={styles.choices}>
          <label className={styles.choice}>
            <input type="radio" name="shippingAddress" checked={form.shippingAddress === null} onChange={() => onChange({ ...form, shippingAddress: null })} />
            <span>{T.deliveryToBilling}</span>
          </label>
          {data.shippingAddresses.map((lines, index) => (
            <label key={index} className={styles.choice}>
              <input type="radio" name="shippingAddress" checked={form.shippingAddress === index} onChange={() => onChange({ ...form, shippingAddress: index })} />
              <AddressBlock lines={lines} />
            </label>
          ))}
        </div>
        <p><Link href="/account/shipping/add" className="btn">{T.newAddress}</Link></p>
      </fieldset>
      <div className={styles.section}>
        <div className="field">
          <label htmlFor="checkout-ticket">{T.ticketNumber}</label>
          <input id="checkout-ticket" type="text" maxLength={60} value={form.ticketNumber} aria-describedby="checkout-ticket-hint" onChange={(event) => onChange({ ...form, ticketNumber: event.target.value })} />
          <p id="checkout-ticket-hint" className="field-hint">{T.ticketNumberHint}</p>
        </div>
        <div className="field">
          <label htmlFor="checkout-comment">{T.comment}</label>
          <textarea id="checkout-comment" rows={4} maxLength={2000} value={form.comment} onChange={(event) => onChange({ ...form, comment: event.target.value })} />
        </div>
      </div>
    </>
  )
}
