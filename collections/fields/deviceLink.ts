import type { Field, GroupField, SelectField } from 'payload'

import { isAdminField } from '../access/isAdmin'
import { dateTimeField } from '../staff/fields/dates'

/** Written by the server only (the command calls, the devices' reports), never through the API. */
export const SERVER_ONLY = { create: () => false, update: () => false }

/** pending → running → done | failed (src/domain/devices/commands.ts); a pending or running command can be aborted or replaced. */
const COMMAND_STATUS_OPTIONS = [
  { label: 'Ausstehend', value: 'pending' },
  { label: 'Läuft', value: 'running' },
  { label: 'Erledigt', value: 'done' },
  { label: 'Fehlgeschlagen', value: 'failed' },
  { label: 'Abgebrochen', value: 'aborted' },
]

/**
 * A device's generated key for the device interface (src/server/devices), read and replaced by
 * admins only, and the virtual checkbox that replaces it (generatedKeyHook).
 */
export const deviceKeyFields = (name: string, rotateName: string, label: string, description: string): Field[] => [
  { name, type: 'text', label, index: true, access: { read: isAdminField, create: isAdminField, update: isAdminField }, admin: { readOnly: true, description } },
  {
    name: rotateName,
    type: 'checkbox',
    label: 'Neuen Schlüssel erzeugen',
    virtual: true,
    access: { create: isAdminField, update: isAdminField },
    admin: { description: 'Der alte Schlüssel gilt danach nicht mehr.' },
  },
]

type CommandGroup = {
  typeOptions: SelectField['options']
  description: string
  messageLabel: string
  /** Fields after type and status (a command's parameter). */
  extraFields?: Field[]
  /** Whether status and issue time are indexed (lists filter by them). */
  indexed?: boolean
}

/**
 * The device's current command (src/domain/devices/commands.ts): written only by the command calls
 * and the device's reports, shown read-only.
 */
export const commandGroupField = ({ typeOptions, description, messageLabel, extraFields = [], indexed = false }: CommandGroup): GroupField => ({
  name: 'command',
  type: 'group',
  label: 'Letzter Befehl',
  access: SERVER_ONLY,
  admin: { description },
  fields: [
    { name: 'uid', type: 'text', label: 'Kennung', admin: { hidden: true } },
    {
      type: 'row',
      fields: [
        { name: 'type', type: 'select', label: 'Befehl', options: typeOptions, admin: { readOnly: true, width: '50%' } },
        { name: 'status', type: 'select', label: 'Status', options: COMMAND_STATUS_OPTIONS, ...(indexed ? { index: true } : {}), admin: { readOnly: true, width: '50%' } },
      ],
    },
    ...extraFields,
    {
      type: 'row',
      fields: [
        dateTimeField('issuedAt', 'Erteilt am', { ...(indexed ? { index: true } : {}), admin: { readOnly: true, width: '50%' } }),
        dateTimeField('finishedAt', 'Beendet am', { admin: { readOnly: true, width: '50%' } }),
      ],
    },
    { name: 'message', type: 'text', label: messageLabel, admin: { readOnly: true } },
  ],
})
