import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { isStaff } from '../access/isStaff'
import { identifierField } from '../fields/identifier'

/** A QR code pointing to a path of the site (a branch, a table, a page); scans are counted by origin. */
export const QrCodes: CollectionConfig = {
  slug: 'qr-codes',
  labels: { singular: 'QR-Code', plural: 'QR-Codes' },
  admin: { group: 'Website', useAsTitle: 'name', defaultColumns: ['name', 'identifier', 'path'] },
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { type: 'row', fields: [{ name: 'name', type: 'text', label: 'Name', required: true }, identifierField()] },
    { name: 'path', type: 'text', label: 'Ziel', required: true, index: true,
      validate: (value: string | null | undefined) => !value || value.startsWith('/') || 'Das Ziel ist ein Pfad dieser Website und beginnt mit /.' },
    { type: 'row', fields: [
      { name: 'branch', type: 'relationship', relationTo: 'branches', label: 'Filiale', index: true },
      { name: 'table', type: 'relationship', relationTo: 'tables', label: 'Tisch' },
    ] },
    { name: 'description', type: 'textarea', label: 'Beschreibung' },
  ],
}
