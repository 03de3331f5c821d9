import { ValidationError, type CollectionBeforeChangeHook, type Field } from 'payload'

import { TIME_CLOCK_USERNAME } from '@/src/domain/timeClock/timeClock'
import { hashPin } from '@/src/server/timeClock/pin'

import { isAdminField } from '../access/isAdmin'

const PIN = /^\d{4,8}$/

/**
 * What a staff user needs on the shared time clock (issue 24): a unique user name (the clock's
 * address names it) and, when set, a PIN. The PIN is written through the virtual `timeClockPin`
 * and kept only as a hash; an empty value removes it.
 */
export const timeClockUserFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'username',
        type: 'text',
        label: 'Benutzername',
        unique: true,
        index: true,
        access: { create: isAdminField, update: isAdminField },
        admin: { width: '50%', description: 'Für die Zeiterfassung: Kleinbuchstaben, Ziffern, Punkt und Bindestrich, z. B. anna.huber.' },
        hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() || null : value)] },
        validate: (value: unknown) =>
          value === null || value === undefined || (typeof value === 'string' && TIME_CLOCK_USERNAME.test(value)) || 'Nur Kleinbuchstaben, Ziffern, Punkt und Bindestrich.',
      },
      {
        name: 'timeClockPin',
        type: 'text',
        label: 'PIN für die Zeiterfassung',
        virtual: true,
        admin: { width: '50%', description: '4 bis 8 Ziffern; leer lassen, um sie zu behalten. Gespeichert wird nur ein Hash.' },
      },
    ],
  },
  { name: 'timeClockPinHash', type: 'text', hidden: true },
  {
    name: 'removeTimeClockPin',
    type: 'checkbox',
    label: 'PIN entfernen',
    virtual: true,
  },
  {
    name: 'vacationDaysPerYear',
    type: 'number',
    label: 'Urlaubsanspruch (Arbeitstage je Jahr)',
    defaultValue: 25,
    min: 0,
    max: 60,
    access: { create: isAdminField, update: isAdminField },
    admin: { step: 0.5, description: '25 Arbeitstage entsprechen den fünf Wochen des Urlaubsgesetzes bei einer Fünftagewoche.' },
  },
]

const PIN_INVALID = 'Die PIN besteht aus 4 bis 8 Ziffern.'

/**
 * Turns a new PIN into its hash (or removes it when asked); the PIN itself is never stored. The
 * PIN is checked here: Payload does not validate virtual fields.
 */
export const hashTimeClockPin: CollectionBeforeChangeHook = async ({ data, collection, req }) => {
  // The hash comes from here only: a hidden field can still be written through the API.
  const { timeClockPin, removeTimeClockPin, timeClockPinHash: _ignored, ...rest } = data as Record<string, unknown>
  if (removeTimeClockPin) rest.timeClockPinHash = null
  else if (timeClockPin !== undefined && timeClockPin !== null && timeClockPin !== '') {
    if (typeof timeClockPin !== 'string' || !PIN.test(timeClockPin)) {
      throw new ValidationError({ collection: collection.slug, errors: [{ message: PIN_INVALID, path: 'timeClockPin' }], req })
    }
    rest.timeClockPinHash = await hashPin(timeClockPin)
  }
  return rest
}
