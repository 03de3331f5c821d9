import type { CollectionConfig } from 'payload'

import { contentBlocks } from '@/blocks'
import { isReservedSitePath } from '@/src/domain/site'
import { anyOf } from '../access/combine'
import { isAdmin } from '../access/isAdmin'
import { published } from '../access/published'
import { additionalLabelField } from '../fields/contentOptions'

const PATH = /^\/[a-z0-9\-/]*$/
const validatePath = (value: string | null | undefined): true | string => {
  if (!value) return true
  if (!PATH.test(value)) return 'Der Pfad beginnt mit / und enthält nur Kleinbuchstaben, Ziffern, - und /.'
  if (isReservedSitePath(value)) return `Pfade unter /${value.split('/')[1]} gehören dem Shop; bitte einen anderen Pfad wählen.`
  return true
}
const previewUrl = (path: unknown) => `/preview?path=${encodeURIComponent(typeof path === 'string' ? path : '/')}`
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
    // The page with its latest draft, for administrators (src/app/(frontend)/preview/route.ts).
    preview: (doc) => previewUrl(doc?.path),
    livePreview: { url: ({ data }) => previewUrl(data?.path) },
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
        validate: validatePath,
        admin: { description: 'Die Adresse der Seite, z. B. /ueber-uns oder /leistungen/catering.' },
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
        { name: 'body', type: 'blocks', label: 'Blöcke', labels: { singular: 'Block', plural: 'Blöcke' }, blocks: contentBlocks, admin: { condition: isType('custom_site', 'custom_technology', 'custom_service') } },
      ],
    },
    {
      name: 'aiDraft',
      type: 'ui',
      label: 'Mit KI entwerfen',
      admin: { position: 'sidebar', components: { Field: '@/backoffice/admin/contentAi/SiteAiDraft#SiteAiDraft' } },
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
