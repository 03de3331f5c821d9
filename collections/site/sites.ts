import type { CollectionConfig } from 'payload'

import { contentBlocks } from '@/blocks'
import { anyOf } from '../access/combine'
import { isAdmin } from '../access/isAdmin'
import { published } from '../access/published'
import { additionalLabelField } from '../fields/contentOptions'

const PATH = /^\/[a-z0-9\-/]*$/
const isType = (...types: string[]) => (data: { type?: string }) => types.includes(data?.type ?? '')

/**
 * A page of the marketing site at `path`. Its type decides the content: a rich-text page
 * (default), a page of blocks (custom_site) or a technology or service page with hero data.
 */
export const Sites: CollectionConfig = {
  slug: 'sites',
  labels: { singular: 'Seite', plural: 'Seiten' },
  admin: {
    group: 'Website',
    useAsTitle: 'name',
    defaultColumns: ['name', 'path', 'type', '_status', 'updatedAt'],
    listSearchableFields: ['name', 'path'],
  },
  versions: { drafts: true, maxPerDoc: 20 },
  // Drafts and the version history are for those who edit the site (admins); everybody else,
  // employees and shop accounts included, reads published pages only. Without `readVersions`
  // Payload would let every signed-in account read all versions.
  access: { read: anyOf(isAdmin, published), readVersions: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { type: 'row', fields: [
      { name: 'name', type: 'text', label: 'Name', required: true },
      {
        name: 'path',
        type: 'text',
        label: 'Pfad',
        required: true,
        unique: true,
        index: true,
        validate: (value: string | null | undefined) => !value || PATH.test(value) || 'Der Pfad beginnt mit / und enthält nur Kleinbuchstaben, Ziffern, - und /.',
      },
      { name: 'type', type: 'select', label: 'Seitentyp', required: true, defaultValue: 'custom_site', options: [
        { value: 'default', label: 'Einfache Seite' },
        { value: 'custom_site', label: 'Seite aus Blöcken' },
        { value: 'custom_technology', label: 'Technologie' },
        { value: 'custom_service', label: 'Leistung' },
      ] },
    ] },
    {
      name: 'content',
      type: 'group',
      label: 'Inhalt',
      fields: [
        { name: 'title', type: 'text', label: 'Titel', admin: { condition: isType('custom_technology', 'custom_service') } },
        { name: 'description', type: 'textarea', label: 'Beschreibung', admin: { condition: isType('custom_technology', 'custom_service') } },
        { name: 'image', type: 'upload', relationTo: 'images', label: 'Bild', admin: { condition: isType('custom_technology') } },
        { ...additionalLabelField(), admin: { condition: isType('custom_technology') } },
        { name: 'icon', type: 'upload', relationTo: 'images', label: 'Icon', admin: { condition: isType('custom_service') } },
        { name: 'heroImage', type: 'upload', relationTo: 'images', label: 'Titelbild', admin: { condition: isType('custom_service') } },
        { name: 'parent', type: 'relationship', relationTo: 'sites', label: 'Übergeordnete Seite', admin: { condition: isType('custom_service') } },
        { name: 'text', type: 'richText', label: 'Text', admin: { condition: isType('default') } },
        { name: 'body', type: 'blocks', label: 'Blöcke', blocks: contentBlocks, admin: { condition: isType('custom_site', 'custom_technology', 'custom_service') } },
      ],
    },
    {
      name: 'seo',
      type: 'group',
      label: 'Suchmaschinen',
      fields: [
        { name: 'title', type: 'text', label: 'Seitentitel' },
        { name: 'description', type: 'textarea', label: 'Beschreibung' },
        { name: 'image', type: 'upload', relationTo: 'images', label: 'Vorschaubild' },
      ],
    },
  ],
}
