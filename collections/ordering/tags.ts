import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'

/** Tags filter branches on the home page (e.g. Vegan, Mittagsmenü). */
export const Tags: CollectionConfig = {
  slug: 'tags',
  labels: { singular: 'Tag', plural: 'Tags' },
  admin: { group: 'Katalog', useAsTitle: 'name' },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'name', type: 'text', label: 'Name', required: true, index: true },
    { name: 'image', type: 'upload', relationTo: 'images', label: 'Bild' },
  ],
}
