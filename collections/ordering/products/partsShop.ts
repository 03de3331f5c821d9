import type { Field } from 'payload'

import { MATERIAL_GROUPS } from '@/collections/fields/contentOptions'
import { moneyField } from '@/collections/fields/money'
import { isStaffField } from '@/collections/access/isStaff'
import { priceReadable } from './pricing'

/** Fields of the B2B parts shop (parts-shop-and-site.md section 3, Product). */
export const partsShopFields: Field[] = [
  { type: 'row', fields: [
    { name: 'materialGroup', type: 'select', label: 'Materialgruppe', options: MATERIAL_GROUPS, index: true, access: { read: isStaffField } },
    { name: 'mkz', type: 'number', label: 'Materialkostenzuschlag (%)', defaultValue: 0 },
    { name: 'weight', type: 'number', label: 'Gewichtung (Reihung)', defaultValue: 0, index: true },
  ] },
  { name: 'shortDescription', type: 'textarea', label: 'Kurzbeschreibung' },
  {
    name: 'categories',
    type: 'array',
    label: 'Kategoriepfade',
    labels: { singular: 'Pfad', plural: 'Pfade' },
    admin: { description: 'Ebenen mit „ → “ getrennt, z. B. Antriebstechnik → Getriebe → Stirnradgetriebe' },
    fields: [{ name: 'value', type: 'text', label: 'Pfad', required: true, index: true }],
  },
  {
    name: 'discounts',
    type: 'array',
    label: 'Preisstaffel',
    labels: { singular: 'Staffel', plural: 'Staffeln' },
    access: { read: priceReadable },
    fields: [{ type: 'row', fields: [
      { name: 'type', type: 'select', label: 'Art', defaultValue: 'volumeDiscount', options: [{ value: 'volumeDiscount', label: 'Mengenrabatt' }] },
      { name: 'minimumAmount', type: 'number', label: 'Ab Menge', required: true, min: 0 },
      moneyField('newPrice', 'Neuer Preis (brutto)', { required: true }),
    ] }],
  },
  {
    name: 'salesPrice',
    type: 'group',
    label: 'Aktionspreis',
    access: { read: priceReadable },
    fields: [{ type: 'row', fields: [
      moneyField('price', 'Preis (netto)'),
      { name: 'endDate', type: 'date', label: 'Gültig bis', admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' } } },
    ] }],
  },
  {
    name: 'attributes',
    type: 'array',
    label: 'Spezifikationen',
    labels: { singular: 'Merkmal', plural: 'Merkmale' },
    fields: [
      { type: 'row', fields: [
        { name: 'type', type: 'select', label: 'Art', defaultValue: 'textAttribute', options: [
          { value: 'textAttribute', label: 'Text' },
          { value: 'listAttribute', label: 'Liste' },
        ] },
        { name: 'label', type: 'text', label: 'Bezeichnung', required: true },
        { name: 'value', type: 'text', label: 'Wert', admin: { condition: (_, row) => row?.type !== 'listAttribute' } },
      ] },
      {
        name: 'values',
        type: 'array',
        label: 'Werte',
        admin: { condition: (_, row) => row?.type === 'listAttribute' },
        fields: [{ name: 'value', type: 'text', label: 'Wert', required: true }],
      },
    ],
  },
  { name: 'requiredAccessories', type: 'relationship', relationTo: 'products', hasMany: true, label: 'Erforderliches Zubehör' },
  { name: 'optionalAccessories', type: 'relationship', relationTo: 'products', hasMany: true, label: 'Das könnte Sie noch interessieren' },
  { name: 'documents', type: 'upload', relationTo: 'uploads', hasMany: true, label: 'Datenblätter & Dokumente', admin: { description: 'Per Import (Dateiname {Materialnummer}_*.pdf) oder von Hand.' } },
  { name: 'importSettings', type: 'group', label: 'Import', fields: [
    { name: 'keepImages', type: 'checkbox', label: 'Bilder beim Import nicht überschreiben', defaultValue: false },
  ] },
]
