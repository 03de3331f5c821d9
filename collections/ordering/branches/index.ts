import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'

/** A branch (Filiale) where visitors order. The full field set follows in the data model. */
export const Branches: CollectionConfig = {
  slug: 'branches',
  labels: { singular: 'Filiale', plural: 'Filialen' },
  admin: { group: 'Bestellungen', useAsTitle: 'name', defaultColumns: ['name', 'identifier', 'city'] },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'name', type: 'text', label: 'Name', required: true },
    { name: 'identifier', type: 'text', label: 'Kennung', required: true, unique: true, index: true },
    { name: 'city', type: 'text', label: 'Ort' },
  ],
}
