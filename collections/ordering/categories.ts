import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'
import { openingRulesField } from '../fields/openingRules'

/** A product group of a menu (Vorspeisen, Hauptspeisen …), optionally only at scheduled times. */
export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: 'Kategorie', plural: 'Kategorien' },
  admin: { group: 'Katalog', useAsTitle: 'name', defaultColumns: ['name', 'isEnabled', 'isVisibleWhenUnavailable'] },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'name', type: 'text', label: 'Name', required: true, index: true },
    { name: 'description', type: 'textarea', label: 'Beschreibung' },
    { name: 'image', type: 'upload', relationTo: 'images', label: 'Bild' },
    { type: 'row', fields: [
      { name: 'isEnabled', type: 'checkbox', label: 'Aktiv', defaultValue: true, index: true },
      { name: 'isVisibleWhenUnavailable', type: 'checkbox', label: 'Auch außerhalb des Zeitplans anzeigen', defaultValue: false },
    ] },
    openingRulesField('schedule', 'Zeitplan (leer = immer)'),
  ],
}
