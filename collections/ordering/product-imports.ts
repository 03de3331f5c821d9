import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/collections/access/isAdmin'
import { DATE_TIME_PICKER } from '@/collections/staff/fields/dates'

const serverOnly = () => false
const readOnly = { readOnly: true }
const count = (name: string, label: string) => ({ name, type: 'number' as const, label, defaultValue: 0, admin: readOnly })

/**
 * A product import that runs as a background job (POST /api/custom/upload-products with more than
 * 1,000 rows): its progress batch by batch and, when it ends, its report. Written only by the
 * server (src/server/imports); admins read it in the back office.
 */
export const ProductImports: CollectionConfig = {
  slug: 'product-imports',
  labels: { singular: 'Produktimport', plural: 'Produktimporte' },
  admin: {
    group: 'Katalog',
    defaultColumns: ['createdAt', 'status', 'batchesDone', 'batchCount', 'created', 'updated', 'unchanged', 'rejectedCount'],
    description: 'Große Importe laufen im Hintergrund in Stapeln; die Zahlen zeigen den Fortschritt.',
  },
  access: { read: isAdmin, create: serverOnly, update: serverOnly, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { type: 'row', fields: [
      { name: 'status', type: 'select', label: 'Status', required: true, defaultValue: 'queued', index: true, admin: readOnly, options: [
        { value: 'queued', label: 'Wartet' },
        { value: 'running', label: 'Läuft' },
        { value: 'done', label: 'Fertig' },
        { value: 'failed', label: 'Abgebrochen' },
      ] },
      { name: 'dryRun', type: 'checkbox', label: 'Probelauf (nichts gespeichert)', defaultValue: false, admin: readOnly },
      { name: 'job', type: 'number', label: 'Job', admin: readOnly },
    ] },
    { type: 'row', fields: [count('rowCount', 'Zeilen'), count('batchCount', 'Stapel gesamt'), count('batchesDone', 'Stapel fertig')] },
    { type: 'row', fields: [count('created', 'Neu'), count('updated', 'Geändert'), count('unchanged', 'Unverändert'), count('rejectedCount', 'Abgelehnt')] },
    { name: 'rejected', type: 'json', label: 'Abgelehnte Zeilen (Daten)', admin: { hidden: true } },
    { name: 'rejectedText', type: 'textarea', label: 'Abgelehnte Zeilen', admin: readOnly },
    { type: 'row', fields: [
      { name: 'startedBy', type: 'relationship', relationTo: 'users', label: 'Gestartet von', admin: readOnly },
      { name: 'heartbeatAt', type: 'date', label: 'Letzter Stapel', admin: { ...readOnly, date: DATE_TIME_PICKER } },
      { name: 'finishedAt', type: 'date', label: 'Beendet', admin: { ...readOnly, date: DATE_TIME_PICKER } },
    ] },
  ],
}
