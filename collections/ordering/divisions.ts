import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'
import { identifierField } from '../fields/identifier'

/** An organisation (division) grouping branches; its title and description head the home page. */
export const Divisions: CollectionConfig = {
  slug: 'divisions',
  labels: { singular: 'Organisation', plural: 'Organisationen' },
  admin: { group: 'Bestellungen', useAsTitle: 'name', defaultColumns: ['name', 'identifier', 'title'] },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { type: 'row', fields: [{ name: 'name', type: 'text', label: 'Name', required: true }, identifierField()] },
    { name: 'title', type: 'text', label: 'Titel' },
    { name: 'description', type: 'richText', label: 'Beschreibung' },
  ],
}
