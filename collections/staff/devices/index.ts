import type { CollectionConfig } from 'payload'

import { deviceLinkEndpoints } from '@/collections/endpoints/deviceLink'
import { announceDeviceCommand } from '@/src/server/devices/hooks'
import { BRANCH_DEVICES } from '@/src/server/devices/kinds'
import { deviceCommandEndpoints } from './endpoints/commands'

import { isAdmin, isAdminField } from '@/collections/access/isAdmin'
import { isEmployeeOfBranch } from '@/collections/access/isEmployeeOfBranch'
import { commandGroupField, deviceKeyFields, SERVER_ONLY } from '@/collections/fields/deviceLink'
import { identifierField } from '@/collections/fields/identifier'
import { generatedKeyHook } from '@/collections/fields/generatedKey'
import { dateTimeField } from '../fields/dates'

const deviceTypeOptions = [
  { label: 'Drucker', value: 'printer' },
  { label: 'Bildschirm', value: 'display' },
  { label: 'Terminal', value: 'terminal' },
  { label: 'Tablet', value: 'tablet' },
  { label: 'Zeiterfassung', value: 'timeClock' },
]

const commandTypeOptions = [
  { label: 'Test-Benachrichtigung', value: 'notification' },
  { label: 'Protokoll anfordern', value: 'sendLogs' },
]


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
  hooks: { beforeChange: [generatedKeyHook('accessToken', 'rotateAccessToken')], afterChange: [announceDeviceCommand(BRANCH_DEVICES)] },
  endpoints: [...deviceCommandEndpoints, ...deviceLinkEndpoints(BRANCH_DEVICES)],
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
    ...deviceKeyFields(
      'accessToken',
      'rotateAccessToken',
      'Zugangsschlüssel',
      'Wird automatisch erzeugt. Zeiterfassung: Teil der Adresse /zeiterfassung/{Schlüssel} auf dem Tablet; andere Geräte holen damit ihre Befehle ab (/api/devices/link/{Schlüssel}/…).',
    ),
    {
      name: 'deviceActions',
      type: 'ui',
      label: 'Gerät testen',
      admin: { components: { Field: '@/backoffice/admin/devices/DeviceActions#DeviceActions' } },
    },
    commandGroupField({
      typeOptions: commandTypeOptions,
      description: 'Erteilt über „Test-Benachrichtigung senden“ und „Protokoll anfordern“; das Gerät meldet den Fortschritt.',
      messageLabel: 'Meldung des Geräts',
    }),
    {
      name: 'deviceLog',
      type: 'upload',
      relationTo: 'uploads',
      label: 'Zuletzt gesendetes Protokoll',
      access: SERVER_ONLY,
      // Shown once the device sent a log: an empty read-only upload field would offer buttons that do nothing.
      admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.deviceLog) },
    },
  ],
}
