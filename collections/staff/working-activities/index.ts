import type { CollectionConfig } from 'payload'

import { WORKING_ACTIVITY_STATUS_OPTIONS, WORKING_ACTIVITY_TYPE_OPTIONS } from '@/src/domain/contracts/timeClock'
import { isAdmin } from '@/collections/access/isAdmin'
import { isStaff } from '@/collections/access/isStaff'
import { adminOrOwn } from '../access'
import { dateTimeField, notBefore } from '../fields/dates'
import { keepOwnUser } from './hooks/keepOwnUser'
import { requireCorrectionReason } from './hooks/requireCorrectionReason'

/**
 * A tracked working period of one staff user (time tracking: start, pause, resume, end).
 * Employees see and record their own periods; admins everyone's.
 */
export const WorkingActivities: CollectionConfig = {
  slug: 'working-activities',
  labels: { singular: 'Aktivität', plural: 'Aktivitäten' },
  admin: {
    group: 'Personal',
    useAsTitle: 'startedAt',
    defaultColumns: ['user', 'type', 'status', 'startedAt', 'endedAt', 'branch'],
    listSearchableFields: ['comment'],
  },
  access: {
    read: adminOrOwn('user'),
    create: isStaff,
    update: adminOrOwn('user'),
    delete: isAdmin,
  },
  indexes: [{ fields: ['user', 'startedAt'] }],
  hooks: { beforeChange: [keepOwnUser, requireCorrectionReason] },
  // The history of corrections: every stored state with who corrected it, when and why.
  versions: { maxPerDoc: 100 },
  fields: [
    {
      name: 'user',
      type: 'relationship',
      label: 'Mitarbeiter:in',
      relationTo: 'users',
      required: true,
      index: true,
      defaultValue: ({ user }) => (user?.collection === 'users' ? user.id : undefined),
      admin: { description: 'Mitarbeiter:innen erfassen nur eigene Aktivitäten.' },
    },
    { name: 'branch', type: 'relationship', label: 'Filiale', relationTo: 'branches', index: true },
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          label: 'Art',
          required: true,
          index: true,
          defaultValue: 'work',
          options: [...WORKING_ACTIVITY_TYPE_OPTIONS],
          admin: { width: '50%' },
        },
        {
          name: 'status',
          type: 'select',
          label: 'Status',
          required: true,
          index: true,
          defaultValue: 'running',
          options: [...WORKING_ACTIVITY_STATUS_OPTIONS],
          admin: { width: '50%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        dateTimeField('startedAt', 'Beginn', { required: true, index: true, admin: { width: '50%' } }),
        dateTimeField('endedAt', 'Ende', {
          index: true,
          validate: notBefore('startedAt'),
          admin: { width: '50%', description: 'Leer, solange die Aktivität läuft oder pausiert ist.' },
        }),
      ],
    },
    {
      name: 'pauses',
      type: 'array',
      label: 'Pausen',
      labels: { singular: 'Pause', plural: 'Pausen' },
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            dateTimeField('startedAt', 'Beginn', { required: true, admin: { width: '50%' } }),
            dateTimeField('endedAt', 'Ende', {
              validate: notBefore('startedAt'),
              admin: { width: '50%', description: 'Leer, solange die Pause andauert.' },
            }),
          ],
        },
      ],
    },
    { name: 'project', type: 'relationship', label: 'Projekt', relationTo: 'projects', index: true },
    { name: 'task', type: 'relationship', label: 'Aufgabe', relationTo: 'tasks', index: true },
    { name: 'comment', type: 'textarea', label: 'Kommentar' },
    {
      type: 'collapsible',
      label: 'Korrektur',
      admin: { description: 'Wer Zeiten nachträglich ändert, gibt den Grund an. Frühere Stände zeigt der Reiter „Versionen“.' },
      fields: [
        { name: 'correctionReason', type: 'textarea', label: 'Grund der Korrektur' },
        {
          type: 'row',
          fields: [
            { name: 'correctedBy', type: 'relationship', label: 'Korrigiert von', relationTo: 'users', admin: { readOnly: true, width: '50%' } },
            dateTimeField('correctedAt', 'Korrigiert am', { admin: { readOnly: true, width: '50%' } }),
          ],
        },
      ],
    },
  ],
}
