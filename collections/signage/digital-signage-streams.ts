import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { announceSignageChange } from './announceSignageChange'

/** A stream: the programme of a TV, film sequences played in order, optionally in a loop. */
export const DigitalSignageStreams: CollectionConfig = {
  slug: 'digital-signage-streams',
  labels: { singular: 'Stream', plural: 'Streams' },
  admin: {
    group: 'Signage',
    useAsTitle: 'name',
    defaultColumns: ['name', 'segments', 'isLooping'],
    listSearchableFields: ['name'],
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { afterChange: [announceSignageChange], afterDelete: [announceSignageChange] },
  fields: [
    { name: 'name', type: 'text', label: 'Name', required: true },
    {
      name: 'segments',
      type: 'relationship',
      label: 'Filmsequenzen',
      relationTo: 'digital-signage-segments',
      hasMany: true,
      admin: { isSortable: true, description: 'Die Filmsequenzen werden in dieser Reihenfolge abgespielt.' },
    },
    {
      name: 'isLooping',
      type: 'checkbox',
      label: 'Endlosschleife',
      defaultValue: true,
      admin: { description: 'Nach der letzten Filmsequenz von vorne beginnen.' },
    },
    {
      name: 'preview',
      type: 'ui',
      label: 'Vorschau',
      admin: { components: { Field: { path: '@/backoffice/admin/signage/SignagePreview#SignagePreview', clientProps: { kind: 'stream' } } } },
    },
  ],
}
