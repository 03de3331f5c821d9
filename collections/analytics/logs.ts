import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { hiddenJsonWithSummary, summarizeJsonInto } from './jsonSummary'
import { nobody } from './nobody'

const logLevelOptions = [
  { label: 'Debug', value: 'debug' },
  { label: 'Info', value: 'info' },
  { label: 'Warnung', value: 'warning' },
  { label: 'Fehler', value: 'error' },
]

/** Application log of the server (failed mails, payments, print jobs …). Read-only for admins. */
export const Logs: CollectionConfig = {
  slug: 'logs',
  labels: { singular: 'Log-Eintrag', plural: 'Logs' },
  admin: {
    group: 'Analyse',
    useAsTitle: 'message',
    defaultColumns: ['createdAt', 'level', 'message', 'user'],
    listSearchableFields: ['message'],
  },
  access: {
    read: isAdmin,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  hooks: { beforeChange: [summarizeJsonInto('context', 'contextSummary')] },
  fields: [
    {
      name: 'level',
      type: 'select',
      label: 'Stufe',
      required: true,
      index: true,
      defaultValue: 'info',
      options: logLevelOptions,
    },
    { name: 'message', type: 'text', label: 'Meldung', required: true },
    ...hiddenJsonWithSummary('context', 'contextSummary', 'Kontext'),
    { name: 'user', type: 'relationship', label: 'Benutzer:in', relationTo: 'users', index: true },
  ],
}
