import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'

const leadStatusOptions = [
  { label: 'Neu', value: 'new' },
  { label: 'Kontaktiert', value: 'contacted' },
  { label: 'Erledigt', value: 'closed' },
]

/**
 * A sales lead, mostly from the website's contact form (server code stores it). Admins work
 * through them; nobody else sees them.
 */
export const AnalyticsLeads: CollectionConfig = {
  slug: 'analytics-leads',
  labels: { singular: 'Lead', plural: 'Leads' },
  admin: {
    group: 'Analyse',
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'company', 'source', 'status', 'createdAt'],
    listSearchableFields: ['email', 'name', 'company', 'phone'],
  },
  access: {
    read: isAdmin,
    create: isAdmin,
    update: isAdmin,
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
          admin: { width: '50%', description: 'Woher der Lead stammt, z. B. Website Formular oder Telefon.' },
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
