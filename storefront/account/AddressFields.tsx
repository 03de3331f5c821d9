import { AccountField } from './AccountField'
import styles from './AccountForm.module.css'
import { ADDRESS_TEXTS as T } from './texts'

export type AddressValues = Partial<Record<'street' | 'stairway' | 'floor' | 'door' | 'zipCode' | 'city', string | null>>

/**
 * Street, stairway, floor, door, zip code, city and the fixed country 'Österreich' of the account
 * forms (sign-up, shipping address), as uncontrolled inputs with their starting values.
 */
export function AddressFields({ values = {}, errorOf }: { values?: AddressValues; errorOf: (field: string) => string | undefined }) {
  const field = (name: keyof AddressValues, props: { required?: boolean; autoComplete?: string; inputMode?: 'numeric' } = {}) => (
    <AccountField name={name} label={T[name]} error={errorOf(name)} defaultValue={values[name] ?? ''} {...props} />
  )
  return (
    <>
      {field('street', { required: true, autoComplete: 'street-address' })}
      <div className={styles.grid3}>
        {field('stairway')}
        {field('floor')}
        {field('door')}
      </div>
      <div className={styles.gridZip}>
        {field('zipCode', { required: true, autoComplete: 'postal-code', inputMode: 'numeric' })}
        {field('city', { required: true, autoComplete: 'address-level2' })}
        <AccountField name="country" label={T.country} required readOnly value={T.countryName} />
      </div>
    </>
  )
}

/** The address fields' names, as a form sends them (the country is fixed). */
export const ADDRESS_FIELD_NAMES = ['street', 'stairway', 'floor', 'door', 'zipCode', 'city'] as const
