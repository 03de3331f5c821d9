import type { CollectionConfig } from 'payload'

import { deviceLinkEndpoints } from '@/collections/endpoints/deviceLink'
import { announceDeviceCommand } from '@/src/server/devices/hooks'
import { SIGNAGE_DEVICES } from '@/src/server/devices/kinds'
import { signageCommandEndpoints } from './endpoints/commands'

import { isAdmin } from '@/collections/access/isAdmin'
import { announceTvProgrammeChange } from '../announceSignageChange'
import { generatedKeyHook } from '@/collections/fields/generatedKey'
import { isEmployeeOfBranch } from '@/collections/access/isEmployeeOfBranch'
import { commandGroupField, deviceKeyFields, SERVER_ONLY } from '@/collections/fields/deviceLink'
import { identifierField } from '@/collections/fields/identifier'
import { dateTimeField } from '@/collections/staff/fields/dates'

const signageCommandTypeOptions = [
  { label: 'Neu laden', value: 'reload' },
  { label: 'Szene anzeigen', value: 'showScene' },
  { label: 'Bildschirm aus', value: 'screenOff' },
  { label: 'Bildschirm ein', value: 'screenOn' },
]


/**
 * A TV in a branch that plays a stream. `command` holds the last command sent to it (the
 * command / command-abort calls write it; the TV reports progress through the device interface
 * with its API key, src/server/devices/link.ts).
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
  hooks: { beforeChange: [generatedKeyHook('apiKey', 'rotateApiKey')], afterChange: [announceDeviceCommand(SIGNAGE_DEVICES), announceTvProgrammeChange] },
  endpoints: [...signageCommandEndpoints, ...deviceLinkEndpoints(SIGNAGE_DEVICES)],
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
    { name: 'isEnabled', type: 'checkbox', label: 'Aktiv', defaultValue: true, index: true, admin: { description: 'Ein deaktivierter TV erhält nichts mehr.' } },
    dateTimeField('lastSeenAt', 'Zuletzt gesehen', {
      index: true,
      access: SERVER_ONLY,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Wird vom TV bei jeder Verbindung gesetzt; online heißt: in den letzten 90 Sekunden.',
        components: { Cell: '/backoffice/admin/signage/OnlineCell#OnlineCell' },
      },
    }),
    { name: 'currentScene', type: 'text', label: 'Aktuelle Szene', access: SERVER_ONLY, admin: { readOnly: true, position: 'sidebar', description: 'Vom TV mit jedem Lebenszeichen gemeldet.' } },
    ...deviceKeyFields('apiKey', 'rotateApiKey', 'API-Schlüssel', 'Wird automatisch erzeugt; der TV holt damit seine Befehle ab (/api/digital-signage-devices/link/{Schlüssel}/…).'),
    {
      name: 'playerAddress',
      type: 'ui',
      label: 'Player-Adresse',
      admin: { components: { Field: '@/backoffice/admin/signage/PlayerAddress#PlayerAddress' } },
    },
    {
      name: 'tvCommands',
      type: 'ui',
      label: 'Befehl senden',
      admin: { components: { Field: '@/backoffice/admin/signage/TvCommands#TvCommands' } },
    },
    commandGroupField({
      typeOptions: signageCommandTypeOptions,
      description: 'Befehle werden über „Befehl senden“ erteilt und können abgebrochen werden; der TV meldet den Fortschritt.',
      messageLabel: 'Meldung des TVs',
      indexed: true,
      extraFields: [
        {
          name: 'payload',
          type: 'text',
          label: 'Parameter',
          admin: { readOnly: true, description: 'Bei „Szene anzeigen“ der Pfad der Szene, z. B. /mittagsmenue' },
        },
      ],
    }),
  ],
}
