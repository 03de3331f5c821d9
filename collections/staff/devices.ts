import type { CollectionConfig } from 'payload'

import { deviceTestEndpoints } from '@/src/server/printing/testPrint'

import { isAdmin, isAdminField } from '../access/isAdmin'
import { isEmployeeOfBranch } from '../access/isEmployeeOfBranch'
import { identifierField } from '../fields/identifier'
import { generatedKeyHook } from '../fields/generatedKey'
import { dateTimeField } from './fields/dates'

const deviceTypeOptions = [
  { label: 'Drucker', value: 'printer' },
  { label: 'Bildschirm', value: 'display' },
  { label: 'Terminal', value: 'terminal' },
  { label: 'Tablet', value: 'tablet' },
  { label: 'Zeiterfassung', value: 'timeClock' },
]

const isTimeClock = (data: { type?: unknown } | undefined) => data?.type === 'timeClock'

/**
 * A device in a branch: receipt printer, kitchen display, time clock terminal or cash tablet.
 * Employees see and maintain the devices of their branches; only admins add, move or remove them.
 */
export const Devices: CollectionConfig = {
  slug: 'devices',
  labels: { singular: 'Gerät', plural: 'Geräte' },
  admin: {
    group: 'Personal',
    useAsTitle: 'name',
    defaultColumns: ['name', 'identifier', 'type', 'branch', 'isEnabled', 'lastSeenAt'],
    listSearchableFields: ['name', 'identifier', 'notes'],
  },
  hooks: { beforeChange: [generatedKeyHook('accessToken', 'rotateAccessToken', isTimeClock)] },
  endpoints: deviceTestEndpoints,
  access: {
    read: isEmployeeOfBranch('branch'),
    create: isAdmin,
    update: isEmployeeOfBranch('branch'),
    delete: isAdmin,
  },
  fields: [
    identifierField({
      admin: { description: 'Eindeutige Kennung des Geräts, z. B. wien-mariahilf-bondrucker-kueche' },
      access: { update: isAdminField },
    }),
    { name: 'name', type: 'text', label: 'Name', required: true },
    {
      name: 'type',
      type: 'select',
      label: 'Art',
      required: true,
      index: true,
      defaultValue: 'printer',
      options: deviceTypeOptions,
    },
    {
      name: 'branch',
      type: 'relationship',
      label: 'Filiale',
      relationTo: 'branches',
      required: true,
      index: true,
      access: { update: isAdminField },
      admin: { description: 'Nur Administrator:innen können ein Gerät einer anderen Filiale zuordnen.' },
    },
    {
      name: 'isEnabled',
      type: 'checkbox',
      label: 'Aktiv',
      defaultValue: true,
      index: true,
      admin: { description: 'Deaktivierte Geräte erhalten keine Druckaufträge und Benachrichtigungen.' },
    },
    dateTimeField('lastSeenAt', 'Zuletzt gesehen', {
      index: true,
      access: { update: isAdminField },
      admin: { readOnly: true, position: 'sidebar', description: 'Wird vom Gerät bei jeder Verbindung gesetzt.' },
    }),
    { name: 'notes', type: 'textarea', label: 'Notizen' },
    {
      name: 'accessToken',
      type: 'text',
      label: 'Zugangsschlüssel der Zeiterfassung',
      index: true,
      access: { read: isAdminField, create: isAdminField, update: isAdminField },
      admin: {
        readOnly: true,
        condition: (data) => isTimeClock(data),
        description: 'Teil der Adresse /zeiterfassung/{Schlüssel} auf dem Tablet; wird automatisch erzeugt.',
      },
    },
    {
      name: 'rotateAccessToken',
      type: 'checkbox',
      label: 'Neuen Schlüssel erzeugen',
      virtual: true,
      access: { create: isAdminField, update: isAdminField },
      admin: { condition: (data) => isTimeClock(data), description: 'Der alte Schlüssel gilt danach nicht mehr.' },
    },
  ],
}
