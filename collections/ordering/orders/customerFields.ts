import type { Field } from 'payload'

import { addressFields } from '@/collections/fields/address'

/** Billing and contact data of both shops' checkouts, plus the different delivery address. */
export const customerFields: Field[] = [
  { type: 'row', fields: [
    { name: 'isCompany', type: 'checkbox', label: 'Firma', defaultValue: false },
    { name: 'companyName', type: 'text', label: 'Firmenname' },
    { name: 'vatNumber', type: 'text', label: 'UID-Nummer' },
    { name: 'isVatNumberVerified', type: 'checkbox', label: 'UID geprüft', defaultValue: false },
  ] },
  { type: 'row', fields: [
    { name: 'firstName', type: 'text', label: 'Vorname' },
    { name: 'lastName', type: 'text', label: 'Nachname', index: true },
  ] },
  { type: 'row', fields: [
    { name: 'email', type: 'email', label: 'E-Mail', index: true },
    { name: 'phone', type: 'text', label: 'Telefon' },
  ] },
  ...addressFields(),
  { name: 'isDeliveryAddressDifferent', type: 'checkbox', label: 'Abweichende Lieferadresse', defaultValue: false },
  {
    type: 'collapsible',
    label: 'Lieferadresse',
    admin: { condition: (data) => Boolean(data?.isDeliveryAddressDifferent) },
    fields: [
      { type: 'row', fields: [
        { name: 'deliveryIsCompany', type: 'checkbox', label: 'Firma', defaultValue: false },
        { name: 'deliveryCompanyName', type: 'text', label: 'Firmenname' },
      ] },
      { type: 'row', fields: [
        { name: 'deliveryFirstName', type: 'text', label: 'Vorname' },
        { name: 'deliveryLastName', type: 'text', label: 'Nachname' },
      ] },
      ...addressFields({ prefix: 'delivery' }),
    ],
  },
]
