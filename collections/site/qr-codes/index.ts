import type { CollectionConfig } from 'payload'

import { qrImageEndpoint } from './endpoints/image'
import { tableCodeTarget } from '@/src/server/qr/tableCodes'

import { isAdmin } from '@/collections/access/isAdmin'
import { isStaff } from '@/collections/access/isStaff'
import { identifierField } from '@/collections/fields/identifier'

/**
 * A QR code pointing to a path of the site (a branch, a table, a page). Its short URL /q/{identifier}
 * records each scan and redirects (src/server/qr); orders and revenue are counted by origin.
 */
export const QrCodes: CollectionConfig = {
  slug: 'qr-codes',
  labels: { singular: 'QR-Code', plural: 'QR-Codes' },
  admin: { group: 'Website', useAsTitle: 'name', defaultColumns: ['name', 'identifier', 'path'] },
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeValidate: [tableCodeTarget] },
  endpoints: [qrImageEndpoint],
  fields: [
    {
      name: 'image',
      type: 'ui',
      label: 'QR-Code',
      admin: { disableListColumn: true, components: { Field: '/backoffice/admin/qr/QrCodeImage#QrCodeImage' } },
    },
    { type: 'row', fields: [{ name: 'name', type: 'text', label: 'Name', required: true }, identifierField()] },
    { name: 'path', type: 'text', label: 'Ziel', required: true, index: true,
      admin: { description: 'Pfad dieser Website, z. B. /store/wien-mariahilf. Mit Tisch führt der Code zur Bestellseite der Filiale mit diesem Tisch (wird beim Speichern gesetzt).' },
      validate: (value: string | null | undefined) => !value || /^\/(?![/\\])/.test(value) || 'Das Ziel ist ein Pfad dieser Website und beginnt mit /.' },
    { type: 'row', fields: [
      { name: 'branch', type: 'relationship', relationTo: 'branches', label: 'Filiale', index: true },
      { name: 'table', type: 'relationship', relationTo: 'tables', label: 'Tisch', index: true },
    ] },
    { name: 'description', type: 'textarea', label: 'Beschreibung' },
  ],
}
