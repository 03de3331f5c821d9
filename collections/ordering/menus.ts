import type { CollectionConfig } from 'payload'

import { anyOf } from '../access/combine'
import { isAdmin } from '../access/isAdmin'
import { isStaff } from '../access/isStaff'
import { MENU_PRODUCTS } from './products/catalogueFilter'
import { DATE_TIME_PICKER } from '@/collections/staff/fields/dates'

/**
 * A menu (Speisekarte / catalogue) for some branches from `availableFrom` on. The active menu of a
 * branch is the one with the latest availableFrom not in the future. Its catalogue lists
 * categories, each with the products it offers in this menu.
 */
export const Menus: CollectionConfig = {
  slug: 'menus',
  labels: { singular: 'Speisekarte', plural: 'Speisekarten' },
  admin: { group: 'Katalog', useAsTitle: 'name', defaultColumns: ['name', 'availableFrom', 'branches'] },
  access: {
    read: anyOf(isStaff, () => ({ availableFrom: { less_than_equal: new Date().toISOString() } })),
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text', label: 'Name', required: true },
    {
      name: 'availableFrom',
      type: 'date',
      label: 'Gültig ab',
      required: true,
      index: true,
      admin: { date: DATE_TIME_PICKER },
    },
    { name: 'branches', type: 'relationship', relationTo: 'branches', hasMany: true, label: 'Filialen', index: true },
    {
      name: 'catalog',
      type: 'array',
      label: 'Katalog',
      labels: { singular: 'Kategorie', plural: 'Kategorien' },
      fields: [
        { name: 'category', type: 'relationship', relationTo: 'categories', label: 'Kategorie', required: true },
        {
          name: 'products',
          type: 'relationship',
          relationTo: 'products',
          hasMany: true,
          label: 'Produkte',
          // A menu offers restaurant products only: the picker never shows the parts catalogue.
          filterOptions: MENU_PRODUCTS,
        },
      ],
    },
  ],
}
