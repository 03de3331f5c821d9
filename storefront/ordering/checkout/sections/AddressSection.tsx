import type { DeliveryArea } from '@/src/domain/delivery/types'

import { controlProps, FormField } from '../fields/FormField'
import { TextInput } from '../fields/TextInput'
import type { CheckoutForm, TextField } from '../form'
import styles from '../Checkout.module.css'
import { CHECKOUT_TEXTS, COUNTRY_OPTIONS, type CountryCode } from '../texts'
import { Section } from './Section'

interface AddressSectionProps {
  form: CheckoutForm
  setText: (field: TextField, value: string) => void
  setCountry: (country: CountryCode) => void
  /** Delivery areas, only when delivering. */
  areas: DeliveryArea[] | null
  area: string | null
  onArea: (area: string) => void
  freeDeliveryHint: string | null
  required: ReadonlySet<string>
  errors: ReadonlySet<string>
}

/** Delivery area (delivery only), street, floor, stairway, door, zip code, city and country. */
export function AddressSection({ form, setText, setCountry, areas, area, onArea, freeDeliveryHint, required, errors }: AddressSectionProps) {
  return (
    <Section title={CHECKOUT_TEXTS.addressSection} id="checkout-address">
      {areas ? (
        <FormField name="deliveryArea" label={CHECKOUT_TEXTS.deliveryArea} required hasError={errors.has('deliveryArea')}>
          <select {...controlProps('deliveryArea', errors.has('deliveryArea'))} aria-required value={area ?? ''} onChange={(event) => onArea(event.target.value)}>
            {areas.map((entry) => (
              <option key={entry.area} value={entry.area}>{entry.area}</option>
            ))}
          </select>
          {freeDeliveryHint ? <p className={styles.hint}>{freeDeliveryHint}</p> : null}
        </FormField>
      ) : null}
      <TextInput name="street" label={CHECKOUT_TEXTS.street} autoComplete="address-line1" required={required.has('street')} value={form.street} onValue={(value) => setText('street', value)} hasError={errors.has('street')} />
      <div className={styles.grid3}>
        <TextInput name="floor" label={CHECKOUT_TEXTS.floor} value={form.floor} onValue={(value) => setText('floor', value)} hasError={errors.has('floor')} />
        <TextInput name="stairway" label={CHECKOUT_TEXTS.stairway} value={form.stairway} onValue={(value) => setText('stairway', value)} hasError={errors.has('stairway')} />
        <TextInput name="door" label={CHECKOUT_TEXTS.door} value={form.door} onValue={(value) => setText('door', value)} hasError={errors.has('door')} />
      </div>
      <div className={styles.gridZip}>
        <TextInput name="zipCode" label={CHECKOUT_TEXTS.zipCode} autoComplete="postal-code" inputMode="numeric" required={required.has('zipCode')} value={form.zipCode} onValue={(value) => setText('zipCode', value)} hasError={errors.has('zipCode')} />
        <TextInput name="city" label={CHECKOUT_TEXTS.city} autoComplete="address-level2" required={required.has('city')} value={form.city} onValue={(value) => setText('city', value)} hasError={errors.has('city')} />
      </div>
      <FormField name="country" label={CHECKOUT_TEXTS.country} required={required.has('country')} hasError={errors.has('country')}>
        <select {...controlProps('country', errors.has('country'))} autoComplete="country" value={form.country} onChange={(event) => setCountry(event.target.value as CountryCode)}>
          {COUNTRY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>{option.label}</option>
          ))}
        </select>
      </FormField>
    </Section>
  )
}
