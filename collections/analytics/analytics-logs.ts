import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { hiddenJsonWithSummary, summarizeJsonInto } from './jsonSummary'
import { nobody } from './nobody'

/**
 * Visitor analytics: device init, page views, events and consent updates sent by the storefront.
 * Read-only over the API (admins); the analytics-log call stores entries through server code.
 */
export const AnalyticsLogs: CollectionConfig = {
  slug: 'analytics-logs',
  labels: { singular: 'Analyse-Eintrag', plural: 'Analyse-Logs' },
  admin: {
    group: 'Analyse',
    useAsTitle: 'name',
    defaultColumns: ['createdAt', 'category', 'type', 'action', 'name', 'path'],
    listSearchableFields: ['name', 'action', 'path', 'sessionId'],
  },
  access: {
    read: isAdmin,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  hooks: { beforeChange: [summarizeJsonInto('data', 'dataSummary')] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'category', type: 'text', label: 'Kategorie', index: true, admin: { width: '33%' } },
        { name: 'type', type: 'text', label: 'Typ', index: true, admin: { width: '33%' } },
        { name: 'action', type: 'text', label: 'Aktion', index: true, admin: { width: '33%' } },
      ],
    },
    { name: 'name', type: 'text', label: 'Name', index: true },
    ...hiddenJsonWithSummary('data', 'dataSummary', 'Daten'),
    {
      type: 'row',
      fields: [
        { name: 'sessionId', type: 'text', label: 'Sitzung', index: true, admin: { width: '50%' } },
        { name: 'path', type: 'text', label: 'Pfad', index: true, admin: { width: '50%' } },
      ],
    },
    { name: 'userAgent', type: 'text', label: 'Browser (User-Agent)' },
  ],
}
