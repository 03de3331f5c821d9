import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'
import { identifierField } from '../fields/identifier'

/** A node of the site's content tree (e.g. a section grouping pages for menus and breadcrumbs). */
export const Nodes: CollectionConfig = {
  slug: 'nodes',
  labels: { singular: 'Knoten', plural: 'Knoten' },
  admin: { group: 'Website', useAsTitle: 'name', defaultColumns: ['name', 'identifier', 'parent', 'site'] },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { type: 'row', fields: [{ name: 'name', type: 'text', label: 'Name', required: true }, identifierField()] },
    { type: 'row', fields: [
      { name: 'parent', type: 'relationship', relationTo: 'nodes', label: 'Übergeordnet', index: true },
      { name: 'site', type: 'relationship', relationTo: 'sites', label: 'Seite' },
      { name: 'position', type: 'number', label: 'Reihenfolge', defaultValue: 0, index: true },
    ] },
  ],
}
