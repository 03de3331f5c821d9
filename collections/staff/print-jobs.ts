import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { isEmployeeOfBranch } from '../access/isEmployeeOfBranch'
import { dateTimeField } from './fields/dates'

const printJobStatusOptions = [
  { label: 'Wartet', value: 'queued' },
  { label: 'Gedruckt', value: 'printed' },
  { label: 'Fehlgeschlagen', value: 'failed' },
]

/**
 * A document waiting for a printer device: the order's receipt as a PDF upload. Created by
 * POST /api/orders/{id}/print; devices fetch their queued jobs and acknowledge them (printed or
 * failed). Staff of the branch read their jobs, only admins change or remove them.
 */
export const PrintJobs: CollectionConfig = {
  slug: 'print-jobs',
  labels: { singular: 'Druckauftrag', plural: 'Druckaufträge' },
  admin: {
    group: 'Personal',
    defaultColumns: ['createdAt', 'device', 'order', 'status', 'attempts'],
  },
  access: {
    read: isEmployeeOfBranch('branch'),
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  defaultSort: '-createdAt',
  fields: [
    { type: 'row', fields: [
      { name: 'device', type: 'relationship', relationTo: 'devices', label: 'Drucker', required: true, index: true },
      { name: 'branch', type: 'relationship', relationTo: 'branches', label: 'Filiale', required: true, index: true },
    ] },
    { type: 'row', fields: [
      { name: 'order', type: 'relationship', relationTo: 'orders', label: 'Bestellung', index: true },
      { name: 'file', type: 'upload', relationTo: 'uploads', label: 'Dokument', required: true },
    ] },
    { type: 'row', fields: [
      { name: 'status', type: 'select', label: 'Status', required: true, defaultValue: 'queued', index: true, options: printJobStatusOptions },
      { name: 'attempts', type: 'number', label: 'Versuche', required: true, defaultValue: 0, min: 0 },
      dateTimeField('printedAt', 'Gedruckt am', { admin: { readOnly: true } }),
    ] },
    { name: 'error', type: 'textarea', label: 'Fehlermeldung' },
  ],
}
