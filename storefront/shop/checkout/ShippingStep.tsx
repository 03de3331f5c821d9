import type { PartsCheckoutForm } from './checkoutForm'
import styles from './Checkout.module.css'
import { PARTS_CHECKOUT_TEXTS as T } from './texts'

/** Step 2: normal or priority shipping (Standardversand, Expressversand). */
export function ShippingStep({ form, onChange }: { form: PartsCheckoutForm; onChange: (form: PartsCheckoutForm) => void }) {
  return (
    <fieldset className={styles.section}>
      <legend>{T.shippingTitle}</legend>
      <div className={styles.choices}>
        <label className={styles.choice}>
          <input type="radio" name="priority" checked={!form.priority} onChange={() => onChange({ ...form, priority: false })} />
          <span>{T.shippingOptions.standard}</span>
        </label>
        <label className={styles.choice}>
          <input type="radio" name="priority" checked={form.priority} onChange={() => onChange({ ...form, priority: true })} />
          <span>{T.shippingOptions.express}</span>
        </label>
      </div>
      <p className="field-hint">{T.shippingHint}</p>
    </fieldset>
  )
}
