import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'

/** A table of a branch for dine-in orders; its number is printed in the middle of the QR code. */
export const Tables: CollectionConfig = {
  slug: 'tables',
  labels: { singular: 'Tisch', plural: 'Tische' },
  admin: { group: 'Bestellungen', useAsTitle: 'identifier', defaultColumns: ['identifier', 'branch'] },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'identifier', type: 'text', label: 'Tischnummer', required: true, index: true },
    { name: 'branch', type: 'relationship', relationTo: 'branches', label: 'Filiale', required: true, index: true },
  ],
  indexes: [{ fields: ['branch', 'identifier'], unique: true }],
}
