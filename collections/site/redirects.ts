import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'

/** Forwards an old path of the site to a new address. */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: 'Weiterleitung', plural: 'Weiterleitungen' },
  admin: { group: 'Website', useAsTitle: 'path', defaultColumns: ['path', 'target', 'statusCode', 'isEnabled'] },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { type: 'row', fields: [
      { name: 'path', type: 'text', label: 'Von Pfad', required: true, unique: true, index: true,
        validate: (value: string | null | undefined) => !value || value.startsWith('/') || 'Der Pfad beginnt mit /.' },
      { name: 'target', type: 'text', label: 'Nach', required: true },
    ] },
    { type: 'row', fields: [
      { name: 'statusCode', type: 'select', label: 'Art', defaultValue: '301', options: [
        { value: '301', label: 'Dauerhaft (301)' },
        { value: '302', label: 'Vorübergehend (302)' },
      ] },
      { name: 'isEnabled', type: 'checkbox', label: 'Aktiv', defaultValue: true, index: true },
    ] },
  ],
}
