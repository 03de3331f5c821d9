import type { Access, CollectionConfig, Where } from 'payload'

import { BOOLEAN_CELL, MONEY_CELL } from '@/collections/fields/adminCells'
import { withFieldAdmin, type FieldAdminRule } from '@/collections/fields/fieldAdmin'
import { anyOf } from '@/collections/access/combine'
import { isAdmin } from '@/collections/access/isAdmin'
import { isStaff } from '@/collections/access/isStaff'
import { openingRulesField } from '@/collections/fields/openingRules'
import { menuProductsFirst } from './catalogueFilter'
import { configurationFields } from './configuration'
import { partsShopFields } from './partsShop'
import { pricingFields } from './pricing'

/** Visitors see enabled products and those shown greyed out while unavailable; never non-public ones. */
const isPublicProduct: Where = { isPublic: { not_equals: false } }
const enabledOrShownGreyedOut: Where = { or: [{ isEnabled: { equals: true } }, { isVisibleWhenUnavailable: { equals: true } }] }
const visibleToVisitors: Access = () => ({ and: [isPublicProduct, enabledOrShownGreyedOut] })

/** List cells: prices as '12,90 €', checkboxes as 'Ja' / 'Nein'. */
const productListCells: FieldAdminRule = (path, field) => {
  if (path === 'price') return { components: { Cell: MONEY_CELL } }
  return field.type === 'checkbox' ? { components: { Cell: BOOLEAN_CELL } } : undefined
}

/** A product of a menu (food, retail) or of the B2B parts catalogue. */
export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: 'Produkt', plural: 'Produkte' },
  admin: {
    group: 'Katalog',
    useAsTitle: 'name',
    defaultColumns: ['name', 'uid', 'catalogue', 'price', 'isEnabled'],
    listSearchableFields: ['name', 'uid', 'shortDescription'],
    // Opens on the menu products; the tabs above the list switch to the parts shop.
    baseFilter: menuProductsFirst,
    components: { beforeListTable: ['/backoffice/admin/products/CatalogueTabs#CatalogueTabs'] },
  },
  access: { read: anyOf(isStaff, visibleToVisitors), create: isAdmin, update: isAdmin, delete: isAdmin },
  // Price visibility depends on the catalogue (pricing.ts): it is read even when a caller selects only `price`.
  forceSelect: { catalogue: true },
  fields: withFieldAdmin([
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Allgemein',
          fields: [
            { type: 'row', fields: [
              { name: 'name', type: 'text', label: 'Name', required: true, index: true },
              { name: 'uid', type: 'text', label: 'Materialnummer', unique: true, index: true },
            ] },
            { type: 'row', fields: [
              { name: 'catalogue', type: 'select', label: 'Katalog', defaultValue: 'menu', required: true, index: true, options: [
                { value: 'menu', label: 'Speisekarte / Sortiment' },
                { value: 'parts', label: 'Teileshop' },
              ] },
              { name: 'type', type: 'select', label: 'Art', defaultValue: 'simple', options: [
                { value: 'simple', label: 'Einfach' },
                { value: 'configurable', label: 'Konfigurierbar' },
                { value: 'bundle', label: 'Paket' },
              ] },
            ] },
            { name: 'description', type: 'textarea', label: 'Beschreibung' },
            { name: 'allergens', type: 'text', label: 'Allergene', admin: { description: 'Buchstabencodes, z. B. A, C, G' } },
            { name: 'images', type: 'upload', relationTo: 'images', hasMany: true, label: 'Bilder' },
            { type: 'row', fields: [
              { name: 'isEnabled', type: 'checkbox', label: 'Aktiv', defaultValue: true, index: true },
              { name: 'isPublic', type: 'checkbox', label: 'Öffentlich', defaultValue: true, index: true },
              { name: 'isVisibleWhenUnavailable', type: 'checkbox', label: 'Ausgegraut zeigen, wenn nicht verfügbar', defaultValue: false },
            ] },
            openingRulesField('schedule', 'Zeitplan (leer = immer)'),
          ],
        },
        { label: 'Preis & Menge', fields: pricingFields },
        { label: 'Konfiguration', fields: configurationFields },
        { label: 'Teileshop', fields: partsShopFields },
      ],
    },
  ], productListCells),
}
