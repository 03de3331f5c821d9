import type { Field } from 'payload'

/** Countries of the order form (ordering-storefront.md section 3), Austria first. */
const countryOptions = [
  { value: 'AT', label: 'Österreich' },
  { value: 'DE', label: 'Deutschland' },
  { value: 'CH', label: 'Schweiz' },
  { value: 'LI', label: 'Liechtenstein' },
]

type AddressOptions = { prefix?: '' | 'delivery'; required?: boolean }

/** Street, floor, stairway, door, zip code, city and country, optionally prefixed (deliveryStreet …). */
export function addressFields({ prefix = '', required = false }: AddressOptions = {}): Field[] {
  const name = (field: string) => (prefix ? `${prefix}${field.charAt(0).toUpperCase()}${field.slice(1)}` : field)
  return [
    { name: name('street'), type: 'text', label: 'Straße und Hausnummer', required },
    {
      type: 'row',
      fields: [
        { name: name('stairway'), type: 'text', label: 'Stiege' },
        { name: name('floor'), type: 'text', label: 'Stock' },
        { name: name('door'), type: 'text', label: 'Tür' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: name('zipCode'), type: 'text', label: 'PLZ', required },
        { name: name('city'), type: 'text', label: 'Ort', required },
        { name: name('country'), type: 'select', label: 'Land', options: countryOptions, defaultValue: 'AT', required },
      ],
    },
  ]
}
