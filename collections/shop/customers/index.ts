import type { CollectionConfig, Field } from 'payload'

import { anyOf } from '@/collections/access/combine'
import { isAdmin, isAdminField } from '@/collections/access/isAdmin'
import { customerIdsOf, isApprovedExternalUserAccount } from '@/src/domain/roles'
import { isStaff, isStaffField } from '@/collections/access/isStaff'
import { addressFields } from '@/collections/fields/address'
import { MATERIAL_GROUPS } from '@/collections/fields/contentOptions'
import { guardVatVerification } from './vatVerification'

/** The customer's own record, read and updated by the approved external users who act for it. */
const ownRecord = ({ req: { user } }: { req: { user: unknown } }) =>
  isApprovedExternalUserAccount(user) ? { id: { in: customerIdsOf(user) } } : false

const shippingAddressFields: Field[] = [
  { type: 'row', fields: [
    { name: 'companyName', type: 'text', label: 'Firmenname' },
    { name: 'firstName', type: 'text', label: 'Vorname' },
    { name: 'lastName', type: 'text', label: 'Nachname' },
  ] },
  { type: 'row', fields: [
    { name: 'email', type: 'email', label: 'E-Mail', required: true },
    { name: 'phone', type: 'text', label: 'Telefon', required: true },
  ] },
  ...addressFields({ required: true }),
]

/** A business or private customer of the parts shop (billing data, VAT number, shipping addresses). */
export const Customers: CollectionConfig = {
  slug: 'customers',
  labels: { singular: 'Kunde', plural: 'Kunden' },
  admin: {
    group: 'Bestellungen',
    useAsTitle: 'displayName',
    defaultColumns: ['displayName', 'city', 'email', 'isVatNumberVerified'],
    listSearchableFields: ['companyName', 'lastName', 'email', 'vatNumber'],
  },
  access: { read: anyOf(isStaff, ownRecord), create: isStaff, update: anyOf(isStaff, ownRecord), delete: isAdmin },
  hooks: {
    beforeChange: [({ data }) => ({ ...data, displayName: (data.isCompany ? data.companyName : `${data.firstName ?? ''} ${data.lastName ?? ''}`.trim()) || data.email })],
  },
  fields: [
    { name: 'displayName', type: 'text', label: 'Kunde', admin: { hidden: true }, index: true },
    { type: 'row', fields: [
      { name: 'isCompany', type: 'checkbox', label: 'Firmenkunde', defaultValue: true },
      { name: 'companyName', type: 'text', label: 'Firmenname' },
    ] },
    { type: 'row', fields: [
      { name: 'firstName', type: 'text', label: 'Vorname' },
      { name: 'lastName', type: 'text', label: 'Nachname' },
    ] },
    { type: 'row', fields: [
      { name: 'email', type: 'email', label: 'E-Mail', index: true },
      { name: 'phone', type: 'text', label: 'Telefon' },
    ] },
    ...addressFields(),
    { type: 'row', fields: [
      { name: 'vatNumber', type: 'text', label: 'UID-Nummer' },
      // Written by staff only; a changed VAT number clears it (see vatVerification.ts).
      { name: 'isVatNumberVerified', type: 'checkbox', label: 'UID-Nummer geprüft', defaultValue: false, hooks: { beforeValidate: [guardVatVerification] } },
    ] },
    {
      name: 'discounts',
      type: 'array',
      label: 'Rabatte je Materialgruppe',
      labels: { singular: 'Rabatt', plural: 'Rabatte' },
      // Discounts are prices: set by admins only, shown to staff.
      access: { create: isAdminField, update: isAdminField, read: isStaffField },
      fields: [{ type: 'row', fields: [
        { name: 'materialGroup', type: 'select', label: 'Materialgruppe', options: MATERIAL_GROUPS, required: true },
        { name: 'percentage', type: 'number', label: 'Rabatt (%)', min: 0, max: 100, required: true },
      ] }],
    },
    {
      name: 'data',
      type: 'group',
      label: false,
      fields: [{
        name: 'shippingAddresses',
        type: 'array',
        label: 'Lieferadressen',
        labels: { singular: 'Lieferadresse', plural: 'Lieferadressen' },
        fields: [{ name: 'value', type: 'group', label: false, fields: shippingAddressFields }],
      }],
    },
  ],
}
