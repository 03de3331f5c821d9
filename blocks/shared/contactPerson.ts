import type { ArrayField, Field } from 'payload'

import { imageField } from '@/collections/fields/media'

/** A contact person: name, role, quote, e-mail, phone and portrait (parts-shop-and-site.md section 3). */
const contactPersonFields = (): Field[] => [
  {
    type: 'row',
    fields: [
      { name: 'name', type: 'text', label: 'Name', required: true },
      { name: 'role', type: 'text', label: 'Funktion' },
    ],
  },
  { name: 'quote', type: 'textarea', label: 'Zitat' },
  {
    type: 'row',
    fields: [
      { name: 'email', type: 'email', label: 'E-Mail' },
      { name: 'phone', type: 'text', label: 'Telefon' },
    ],
  },
  imageField('image', 'Foto'),
]

/** The people of a contactPersons or team block. */
export const contactsField = (): ArrayField => ({
  name: 'contacts',
  type: 'array',
  label: 'Personen',
  labels: { singular: 'Person', plural: 'Personen' },
  admin: { initCollapsed: true },
  fields: contactPersonFields(),
})
