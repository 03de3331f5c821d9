import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { openingRulesField } from '../fields/openingRules'
import { announceSignageChange } from './announceSignageChange'

const transitionOptions = [
  { label: 'Keine', value: 'none' },
  { label: 'Überblenden', value: 'fade' },
  { label: 'Schieben', value: 'slide' },
  { label: 'Zoomen', value: 'zoom' },
]

/**
 * A film sequence (Filmsequenz): scenes shown one after another in the given order, only within
 * its time window when it has one (a lunch sequence daily 11:00–14:00).
 */
export const DigitalSignageSegments: CollectionConfig = {
  slug: 'digital-signage-segments',
  labels: { singular: 'Filmsequenz', plural: 'Filmsequenzen' },
  admin: {
    group: 'Signage',
    useAsTitle: 'name',
    defaultColumns: ['name', 'scenes', 'duration', 'transition'],
    listSearchableFields: ['name'],
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { afterChange: [announceSignageChange], afterDelete: [announceSignageChange] },
  fields: [
    { name: 'name', type: 'text', label: 'Name', required: true },
    {
      name: 'scenes',
      type: 'relationship',
      label: 'Szenen',
      relationTo: 'scenes',
      hasMany: true,
      required: true,
      minRows: 1,
      admin: { isSortable: true, description: 'Die Szenen werden in dieser Reihenfolge gezeigt.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'duration',
          type: 'number',
          label: 'Dauer (Sekunden)',
          min: 1,
          admin: { width: '50%', description: 'Leer = Summe der Anzeigedauern der Szenen.' },
        },
        {
          name: 'transition',
          type: 'select',
          label: 'Übergang',
          required: true,
          defaultValue: 'fade',
          options: transitionOptions,
          admin: { width: '50%' },
        },
      ],
    },
    openingRulesField('schedule', 'Zeitfenster (leer = immer)'),
  ],
}
