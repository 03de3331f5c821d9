import { isOnlinePayment, type PaymentMethod, type PaymentOption } from '@/src/domain/cart/payment'

import styles from '../Checkout.module.css'
import { fieldId } from '../form'
import { CHECKOUT_TEXTS } from '../texts'
import { Section } from './Section'

interface PaymentSectionProps {
  options: PaymentOption[]
  value: PaymentMethod | null
  onChange: (method: PaymentMethod) => void
  hasError: boolean
}

/** The payment methods enabled by the branch and the settings; online payment shows the redirect notice. */
export function PaymentSection({ options, value, onChange, hasError }: PaymentSectionProps) {
  return (
    <Section title={CHECKOUT_TEXTS.paymentSection} id="checkout-payment">
      {options.length === 0 ? (
        <p className="notice notice-warning">{CHECKOUT_TEXTS.noPaymentMethod}</p>
      ) : (
        <fieldset className={[styles.choices, hasError ? 'field-error' : ''].join(' ')} id={fieldId('paymentMethod')} aria-invalid={hasError || undefined}>
          <legend className="visually-hidden">{CHECKOUT_TEXTS.paymentSection}</legend>
          {options.map((option) => (
            <label key={option.id} className={styles.choice}>
              <input type="radio" name="paymentMethod" value={option.id} checked={value === option.id} onChange={() => onChange(option.id)} />
              <span>{option.label}</span>
            </label>
          ))}
        </fieldset>
      )}
      {isOnlinePayment(value) ? <p className="notice" data-testid="payment-redirect">{CHECKOUT_TEXTS.paymentRedirect}</p> : null}
    </Section>
  )
}
