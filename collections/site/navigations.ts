import type { CollectionConfig, Field } from 'payload'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'
import { identifierField } from '../fields/identifier'

/** One navigation entry: home, a site page, a branch or an external link (opens in a new tab). */
const itemFields = (children?: Field): Field[] => [
  { type: 'row', fields: [
    { name: 'label', type: 'text', label: 'Beschriftung', required: true },
    { name: 'type', type: 'select', label: 'Art', required: true, defaultValue: 'site', options: [
      { value: 'home', label: 'Startseite' },
      { value: 'site', label: 'Seite' },
      { value: 'branch', label: 'Filiale' },
      { value: 'link', label: 'Externer Link' },
      { value: 'label', label: 'Nur Beschriftung' },
    ] },
    { name: 'isEnabled', type: 'checkbox', label: 'Sichtbar', defaultValue: true },
  ] },
  { name: 'site', type: 'relationship', relationTo: 'sites', label: 'Seite', admin: { condition: (_, item) => item?.type === 'site' } },
  { name: 'branch', type: 'relationship', relationTo: 'branches', label: 'Filiale', admin: { condition: (_, item) => item?.type === 'branch' } },
  { name: 'href', type: 'text', label: 'Adresse', admin: { condition: (_, item) => item?.type === 'link' } },
  ...(children ? [children] : []),
]

/** Field names per level; distinct names keep the nested tables apart in the database. */
const LEVEL_NAMES = ['items', 'children', 'grandchildren']

const itemsField = (depth: number): Field => ({
  name: LEVEL_NAMES[depth],
  type: 'array',
  label: depth === 0 ? 'Einträge' : 'Untereinträge',
  labels: { singular: 'Eintrag', plural: 'Einträge' },
  admin: { initCollapsed: true },
  fields: itemFields(depth < LEVEL_NAMES.length - 1 ? itemsField(depth + 1) : undefined),
})

/** Main and footer navigations of the site, up to three levels deep. */
export const Navigations: CollectionConfig = {
  slug: 'navigations',
  labels: { singular: 'Navigation', plural: 'Navigationen' },
  admin: { group: 'Website', useAsTitle: 'name', defaultColumns: ['name', 'identifier'] },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { type: 'row', fields: [{ name: 'name', type: 'text', label: 'Name', required: true }, identifierField()] },
    itemsField(0),
  ],
}
