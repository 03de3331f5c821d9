import type { CollectionConfig } from 'payload'

import { taskViewEndpoints } from './endpoints/views'

import { isAdmin, isAdminField } from '@/collections/access/isAdmin'
import { isStaff } from '@/collections/access/isStaff'
import { adminOrListed } from '../access'
import { dateTimeField, dayField } from '../fields/dates'

const taskStatusOptions = [
  { label: 'Offen', value: 'open' },
  { label: 'In Arbeit', value: 'inProgress' },
  { label: 'Erledigt', value: 'done' },
]

const taskPriorityOptions = [
  { label: 'Niedrig', value: 'low' },
  { label: 'Normal', value: 'normal' },
  { label: 'Hoch', value: 'high' },
  { label: 'Dringend', value: 'urgent' },
]

/** Only admins define what a task is; its assignees move it along (status). */
const definedByAdmins = { create: isAdminField, update: isAdminField }

/**
 * A task (Aufgabe), optionally within a project. Every staff user reads tasks; admins manage
 * them; assignees update the status. `viewedBy` is written by the log-view / forget-view calls.
 */
export const Tasks: CollectionConfig = {
  slug: 'tasks',
  labels: { singular: 'Aufgabe', plural: 'Aufgaben' },
  admin: {
    group: 'Personal',
    useAsTitle: 'name',
    defaultColumns: ['name', 'project', 'status', 'priority', 'dueDate', 'assignees'],
    listSearchableFields: ['name', 'description'],
  },
  endpoints: taskViewEndpoints,
  access: {
    read: isStaff,
    create: isAdmin,
    update: adminOrListed('assignees'),
    delete: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text', label: 'Titel', required: true, access: definedByAdmins },
    {
      name: 'project',
      type: 'relationship',
      label: 'Projekt',
      relationTo: 'projects',
      index: true,
      access: definedByAdmins,
    },
    {
      name: 'assignees',
      type: 'relationship',
      label: 'Zuständig',
      relationTo: 'users',
      hasMany: true,
      index: true,
      access: definedByAdmins,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          label: 'Status',
          required: true,
          index: true,
          defaultValue: 'open',
          options: taskStatusOptions,
          admin: { width: '33%' },
        },
        {
          name: 'priority',
          type: 'select',
          label: 'Priorität',
          required: true,
          index: true,
          defaultValue: 'normal',
          options: taskPriorityOptions,
          access: definedByAdmins,
          admin: { width: '33%' },
        },
        dayField('dueDate', 'Fällig am', { index: true, access: definedByAdmins, admin: { width: '33%' } }),
      ],
    },
    { name: 'description', type: 'textarea', label: 'Beschreibung', access: definedByAdmins },
    {
      name: 'viewedBy',
      type: 'array',
      label: 'Gesehen von',
      labels: { singular: 'Ansicht', plural: 'Ansichten' },
      access: definedByAdmins,
      admin: { readOnly: true, initCollapsed: true, description: 'Wird beim Öffnen einer Aufgabe protokolliert.' },
      fields: [
        { name: 'user', type: 'relationship', label: 'Mitarbeiter:in', relationTo: 'users', required: true, index: true },
        dateTimeField('viewedAt', 'Gesehen am', { required: true }),
      ],
    },
  ],
}
