import type { CollectionConfig } from 'payload'

import { anyOf } from '../access/combine'
import { isAdmin } from '../access/isAdmin'
import { isStaff } from '../access/isStaff'
import { whereEquals } from '../access/whereEquals'
import { identifierField } from '../fields/identifier'

/** A donation recipient customers can choose at checkout (Spendenempfänger). */
export const Donatees: CollectionConfig = {
  slug: 'donatees',
  labels: { singular: 'Spendenempfänger', plural: 'Spendenempfänger' },
  admin: { group: 'Bestellungen', useAsTitle: 'name', defaultColumns: ['name', 'identifier', 'isEnabled'] },
  access: { read: anyOf(isStaff, whereEquals({ isEnabled: true })), create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { type: 'row', fields: [{ name: 'name', type: 'text', label: 'Name', required: true, index: true }, identifierField()] },
    { name: 'description', type: 'textarea', label: 'Beschreibung' },
    { name: 'isEnabled', type: 'checkbox', label: 'Aktiv', defaultValue: true, index: true },
  ],
}
