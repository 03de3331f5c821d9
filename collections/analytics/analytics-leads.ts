import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { isStaff } from '../access/isStaff'

/** Where a lead stands: new, being worked on by staff, done. */
const leadStatusOptions = [
  { label: 'Neu', value: 'new' },
  { label: 'In Bearbeitung', value: 'inProgress' },
  { label: 'Erledigt', value: 'done' },
]

/**
 * A sales lead, mostly from the website's contact form (server code stores it with the page it was
 * sent from as its source). Staff (admins and employees) list them and move them through their
 * status; creating and deleting is left to admins.
 */
export const AnalyticsLeads: CollectionConfig = {
  slug: 'analytics-leads',
  labels: { singular: 'Lead', plural: 'Leads' },
  admin: {
    group: 'Analyse',
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'source', 'status', 'createdAt'],
    listSearchableFields: ['email', 'name', 'company', 'phone', 'source'],
  },
  access: {
    read: isStaff,
    create: isAdmin,
    update: isStaff,
    delete: isAdmin,
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', label: 'E-Mail', required: true, index: true, admin: { width: '50%' } },
        { name: 'name', type: 'text', label: 'Name', admin: { width: '50%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', label: 'Telefon', admin: { width: '50%' } },
        { name: 'company', type: 'text', label: 'Firma', admin: { width: '50%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'source',
          type: 'text',
          label: 'Quelle',
          index: true,
          admin: { width: '50%', description: 'Seite, von der die Anfrage kam (z. B. /kontakt), oder woher der Lead sonst stammt (z. B. Telefon).' },
        },
        {
          name: 'status',
          type: 'select',
          label: 'Status',
          required: true,
          index: true,
          defaultValue: 'new',
          options: leadStatusOptions,
          admin: { width: '50%' },
        },
      ],
    },
    { name: 'message', type: 'textarea', label: 'Nachricht' },
  ],
}
