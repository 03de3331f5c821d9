import { filterPhoneTyping, normalizePhone, phoneHint } from '@/src/domain/phone'

import { TextInput } from '../fields/TextInput'
import type { CheckoutForm, TextField } from '../form'
import styles from '../Checkout.module.css'
import { CHECKOUT_TEXTS } from '../texts'
import { Section } from './Section'

interface ContactSectionProps {
  form: CheckoutForm
  setText: (field: TextField, value: string) => void
  required: ReadonlySet<string>
  errors: ReadonlySet<string>
}

/**
 * First and last name (always marked required), email and phone (required per mode and branch).
 * The phone keeps digits, '+' and spaces while typing; on change (leaving the field) only digits and
 * '+' remain and a leading '00' becomes '+'. Without a leading '+' the format hint shows.
 */
export function ContactSection({ form, setText, required, errors }: ContactSectionProps) {
  const hint = phoneHint(form.phone, form.country)
  return (
    <Section title={CHECKOUT_TEXTS.contactSection} id="checkout-contact">
      <div className={styles.grid2}>
        <TextInput name="firstName" label={CHECKOUT_TEXTS.firstName} autoComplete="given-name" required value={form.firstName} onValue={(value) => setText('firstName', value)} hasError={errors.has('firstName')} />
        <TextInput name="lastName" label={CHECKOUT_TEXTS.lastName} autoComplete="family-name" required value={form.lastName} onValue={(value) => setText('lastName', value)} hasError={errors.has('lastName')} />
        <TextInput name="email" type="email" label={CHECKOUT_TEXTS.email} autoComplete="email" required={required.has('email')} value={form.email} onValue={(value) => setText('email', value)} hasError={errors.has('email')} />
        <TextInput
          name="phone"
          type="tel"
          inputMode="tel"
          label={CHECKOUT_TEXTS.phone}
          autoComplete="tel"
          required={required.has('phone')}
          value={form.phone}
          onValue={(value) => setText('phone', filterPhoneTyping(value))}
          onBlur={() => setText('phone', normalizePhone(form.phone))}
          hasError={errors.has('phone')}
          hint={hint}
        />
      </div>
    </Section>
  )
}
