import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { isStaff } from '../access/isStaff'
import { identifierField } from '../fields/identifier'

/** A project staff book time on (e.g. a refurbishment or a catering order). Admins manage projects. */
export const Projects: CollectionConfig = {
  slug: 'projects',
  labels: { singular: 'Projekt', plural: 'Projekte' },
  admin: {
    group: 'Personal',
    useAsTitle: 'name',
    defaultColumns: ['name', 'identifier', 'customer', 'isActive', 'budgetHours'],
    listSearchableFields: ['name', 'identifier', 'customerName'],
  },
  access: {
    read: isStaff,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  fields: [
    identifierField({ admin: { description: 'Eindeutige Kennung, z. B. umbau-gastgarten-wien' } }),
    { name: 'name', type: 'text', label: 'Name', required: true },
    { name: 'description', type: 'textarea', label: 'Beschreibung' },
    {
      type: 'row',
      fields: [
        {
          name: 'customer',
          type: 'relationship',
          label: 'Kunde',
          relationTo: 'customers',
          index: true,
          admin: { width: '50%', description: 'Kunde aus der Kundenverwaltung, falls vorhanden.' },
        },
        {
          name: 'customerName',
          type: 'text',
          label: 'Kunde (Freitext)',
          admin: { width: '50%', description: 'Für Auftraggeber:innen ohne Kundenkonto, z. B. ein Caterer.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'isActive', type: 'checkbox', label: 'Aktiv', defaultValue: true, index: true, admin: { width: '50%' } },
        {
          name: 'budgetHours',
          type: 'number',
          label: 'Budget (Stunden)',
          min: 0,
          admin: { width: '50%', step: 0.5 },
        },
      ],
    },
  ],
}
