import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { isStaff } from '../access/isStaff'
import { identifierField } from '../fields/identifier'

/** A department of a branch (Küche, Service, Lager …), used by staff planning and displays. */
export const Departments: CollectionConfig = {
  slug: 'departments',
  labels: { singular: 'Abteilung', plural: 'Abteilungen' },
  admin: { group: 'Personal', useAsTitle: 'name', defaultColumns: ['name', 'identifier', 'branch'] },
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { type: 'row', fields: [{ name: 'name', type: 'text', label: 'Name', required: true }, identifierField({ unique: false })] },
    { name: 'branch', type: 'relationship', relationTo: 'branches', label: 'Filiale', index: true },
    { name: 'description', type: 'textarea', label: 'Beschreibung' },
  ],
}
