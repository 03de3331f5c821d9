import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { parseClock } from '@/src/domain/schedule/clock'
import type { WorkingSchedule } from '@/src/payload-types'

import { isAdmin } from '../access/isAdmin'
import { adminOrOwn } from './access'
import { clockField } from './fields/clock'
import { dayField, notBefore } from './fields/dates'

/** Hours between two 'HH:MM' values, over midnight when `to` is not after `from`; null if one is missing. */
function hoursBetween(from?: string | null, to?: string | null): number | null {
  const start = parseClock(from)
  const end = parseClock(to)
  if (start === null || end === null) return null
  const minutes = end > start ? end - start : end + 24 * 60 - start
  return Math.round((minutes / 60) * 100) / 100
}

/**
 * Planned hours default to the length of the shift when left empty, and keep following the shift
 * when it is moved, unless they had been set by hand to something else. (On update Payload hands
 * hooks the stored values of fields the request left out, so "unchanged" means "equal to before".)
 */
const fillPlannedHours: CollectionBeforeChangeHook<WorkingSchedule> = ({ data, originalDoc }) => {
  const given = data.plannedHours
  const previous = originalDoc?.plannedHours
  const followedShift = given === previous && previous === hoursBetween(originalDoc?.from, originalDoc?.to)
  if (given !== undefined && given !== null && !followedShift) return data
  const hours = hoursBetween(data.from ?? originalDoc?.from, data.to ?? originalDoc?.to)
  return hours === null ? data : { ...data, plannedHours: hours }
}

/**
 * A planned shift (Planung) of one staff user: on one day, or as part of a weekly plan on the
 * same weekday every week from its day up to 'Gültig bis' (src/domain/timeClock/schedules.ts).
 * Admins plan; employees read their own.
 */
export const WorkingSchedules: CollectionConfig = {
  slug: 'working-schedules',
  labels: { singular: 'Geplante Schicht', plural: 'Planung' },
  admin: {
    group: 'Personal',
    useAsTitle: 'date',
    defaultColumns: ['date', 'user', 'branch', 'from', 'to', 'plannedHours', 'repeatsWeekly'],
    listSearchableFields: ['note'],
  },
  access: {
    read: adminOrOwn('user'),
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  indexes: [{ fields: ['user', 'date'] }],
  hooks: { beforeChange: [fillPlannedHours] },
  fields: [
    { name: 'user', type: 'relationship', label: 'Mitarbeiter:in', relationTo: 'users', required: true, index: true },
    { name: 'branch', type: 'relationship', label: 'Filiale', relationTo: 'branches', index: true },
    dayField('date', 'Datum', { required: true, index: true }),
    {
      type: 'row',
      fields: [
        clockField('from', 'Von', { required: true }),
        clockField('to', 'Bis', {
          required: true,
          admin: { placeholder: 'HH:MM', width: '33%', description: 'Endet „Bis“ vor „Von“, geht die Schicht über Mitternacht.' },
        }),
        {
          name: 'plannedHours',
          type: 'number',
          label: 'Geplante Stunden',
          min: 0,
          max: 24,
          admin: { step: 0.25, width: '33%', description: 'Leer = Dauer der Schicht.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'repeatsWeekly',
          type: 'checkbox',
          label: 'Jede Woche wiederholen',
          defaultValue: false,
          index: true,
          admin: { width: '50%', description: 'Wochenplan: die Schicht gilt ab dem Datum jede Woche am selben Wochentag.' },
        },
        dayField('validUntil', 'Gültig bis', {
          validate: notBefore('date'),
          admin: { width: '50%', condition: (_, sibling) => Boolean(sibling?.repeatsWeekly), description: 'Leer = unbefristet.' },
        }),
      ],
    },
    { name: 'note', type: 'textarea', label: 'Notiz' },
  ],
}
