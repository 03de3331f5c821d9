import type { ArrayField, Field } from 'payload'

import { unitField } from '@/collections/fields/unit'

const readOnly = { access: { create: () => false, update: () => false } }

/**
 * An order line as a price snapshot: what was ordered and what the server charged for it, so a
 * later change of the product does not change the order.
 */
export const itemsField: ArrayField = {
  name: 'items',
  type: 'array',
  label: 'Positionen',
  labels: { singular: 'Position', plural: 'Positionen' },
  ...readOnly,
  fields: [
    { type: 'row', fields: [
      { name: 'product', type: 'relationship', relationTo: 'products', label: 'Produkt', index: true },
      { name: 'name', type: 'text', label: 'Bezeichnung', required: true },
      { name: 'uid', type: 'text', label: 'Materialnummer' },
    ] },
    { type: 'row', fields: [
      { name: 'amount', type: 'number', label: 'Menge', required: true },
      unitField('unit', 'Einheit'),
      { name: 'desiredDate', type: 'text', label: 'Wunschtermin' },
    ] },
    { name: 'partsSummary', type: 'textarea', label: 'Konfiguration', admin: { readOnly: true } },
    { name: 'parts', type: 'json', label: 'Konfiguration (Daten)', admin: { hidden: true } },
    { name: 'comment', type: 'text', label: 'Kommentar' },
    { type: 'row', fields: [
      { name: 'unitPrice', type: 'number', label: 'Einzelpreis' },
      { name: 'taxRate', type: 'number', label: 'Steuersatz (%)' },
      { name: 'net', type: 'number', label: 'Netto' },
      { name: 'tax', type: 'number', label: 'Steuer' },
      { name: 'gross', type: 'number', label: 'Brutto' },
    ] },
    { name: 'discountedUnitNet', type: 'number', label: 'Einzelpreis netto nach Rabatt' },
  ] as Field[],
}

export const totalsField: Field = {
  name: 'totals',
  type: 'group',
  label: 'Summen',
  ...readOnly,
  fields: [
    { type: 'row', fields: [
      { name: 'net', type: 'number', label: 'Netto' },
      { name: 'tax', type: 'number', label: 'Steuer' },
      { name: 'gross', type: 'number', label: 'Brutto', index: true },
      { name: 'deliveryFee', type: 'number', label: 'Liefergebühr' },
    ] },
    { type: 'row', fields: [
      { name: 'netBeforeDiscount', type: 'number', label: 'Netto vor Rabatt' },
      { name: 'discount', type: 'number', label: 'Rabatt' },
      { name: 'discountPercentage', type: 'number', label: 'Rabatt (%)' },
      { name: 'isApproximate', type: 'checkbox', label: 'Ungefährer Betrag' },
    ] },
    {
      name: 'taxes',
      type: 'array',
      label: 'Steuern',
      fields: [{ type: 'row', fields: [
        { name: 'rate', type: 'number', label: 'Satz (%)' },
        { name: 'net', type: 'number', label: 'Netto' },
        { name: 'tax', type: 'number', label: 'Steuer' },
        { name: 'gross', type: 'number', label: 'Brutto' },
      ] }],
    },
  ],
}
