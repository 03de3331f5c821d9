import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'
import { openingRulesField } from '../fields/openingRules'

/**
 * A product group of a menu (Vorspeisen, Hauptspeisen …), optionally only at scheduled times. A
 * category of the parts shop (a path of the products' categories) keeps its tile image here too:
 * a category with that `shopPath` and an image.
 */
export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: 'Kategorie', plural: 'Kategorien' },
  admin: { group: 'Katalog', useAsTitle: 'name', defaultColumns: ['name', 'isEnabled', 'isVisibleWhenUnavailable'] },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'name', type: 'text', label: 'Name', required: true, index: true },
    { name: 'description', type: 'textarea', label: 'Beschreibung' },
    { name: 'image', type: 'upload', relationTo: 'images', label: 'Bild' },
    {
      name: 'shopPath',
      type: 'text',
      label: 'Kategorie im Teileshop',
      index: true,
      admin: { description: 'Pfad der Kategorie im Teileshop, z. B. „Antriebstechnik → Getriebe“: das Bild erscheint auf ihrer Kachel im Katalog.' },
    },
    { type: 'row', fields: [
      { name: 'isEnabled', type: 'checkbox', label: 'Aktiv', defaultValue: true, index: true },
      { name: 'isVisibleWhenUnavailable', type: 'checkbox', label: 'Auch außerhalb des Zeitplans anzeigen', defaultValue: false },
    ] },
    openingRulesField('schedule', 'Zeitplan (leer = immer)'),
  ],
}
