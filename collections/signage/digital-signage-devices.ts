import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { isEmployeeOfBranch } from '../access/isEmployeeOfBranch'
import { identifierField } from '../fields/identifier'
import { dateTimeField } from '../staff/fields/dates'

const signageCommandTypeOptions = [
  { label: 'Neu laden', value: 'reload' },
  { label: 'Szene anzeigen', value: 'showScene' },
  { label: 'Bildschirm aus', value: 'screenOff' },
  { label: 'Bildschirm ein', value: 'screenOn' },
]

/** pending → running → done; a pending or running command can be aborted. */
const signageCommandStatusOptions = [
  { label: 'Ausstehend', value: 'pending' },
  { label: 'Läuft', value: 'running' },
  { label: 'Erledigt', value: 'done' },
  { label: 'Abgebrochen', value: 'aborted' },
]

/**
 * A TV in a branch that plays a stream. `command` holds the last command sent to it (the
 * command / command-abort calls write it; the TV reports progress).
 */
export const DigitalSignageDevices: CollectionConfig = {
  slug: 'digital-signage-devices',
  labels: { singular: 'TV', plural: 'TVs' },
  admin: {
    group: 'Signage',
    useAsTitle: 'name',
    defaultColumns: ['name', 'identifier', 'branch', 'stream', 'lastSeenAt', 'command.status'],
    listSearchableFields: ['name', 'identifier'],
  },
  access: {
    read: isEmployeeOfBranch('branch'),
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  fields: [
    identifierField({ admin: { description: 'Eindeutige Kennung des TVs, z. B. wien-mariahilf-tv-gastraum' } }),
    { name: 'name', type: 'text', label: 'Name', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'branch',
          type: 'relationship',
          label: 'Filiale',
          relationTo: 'branches',
          required: true,
          index: true,
          admin: { width: '50%' },
        },
        {
          name: 'stream',
          type: 'relationship',
          label: 'Stream',
          relationTo: 'digital-signage-streams',
          index: true,
          admin: { width: '50%' },
        },
      ],
    },
    dateTimeField('lastSeenAt', 'Zuletzt gesehen', {
      index: true,
      admin: { readOnly: true, position: 'sidebar', description: 'Wird vom TV bei jeder Verbindung gesetzt.' },
    }),
    {
      name: 'command',
      type: 'group',
      label: 'Letzter Befehl',
      admin: { description: 'Befehle werden über „Befehl senden“ erteilt und können abgebrochen werden.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'type', type: 'select', label: 'Befehl', options: signageCommandTypeOptions, admin: { width: '50%' } },
            {
              name: 'status',
              type: 'select',
              label: 'Status',
              index: true,
              options: signageCommandStatusOptions,
              admin: { width: '50%' },
            },
          ],
        },
        {
          name: 'payload',
          type: 'text',
          label: 'Parameter',
          admin: { description: 'Bei „Szene anzeigen“ der Pfad der Szene, z. B. /mittagsmenue' },
        },
        dateTimeField('issuedAt', 'Erteilt am', { index: true }),
      ],
    },
  ],
}
