import { describe, expect, it } from '@jest/globals'

import { appointmentLabel, appointmentParts, dayLabel } from '@/src/domain/slots/appointmentLabel'
import { appointmentAt } from '@/src/domain/slots/labels'

import { at, TZ } from './fixtures'

const now = at('2026-11-25T20:00')

describe('appointmentLabel', () => {
  it.each<[string, string | null, boolean, string]>([
    ['none and not required', null, false, 'So schnell wie möglich'],
    ['none and required', null, true, 'Keine Angabe'],
    ['empty string counts as none', '', false, 'So schnell wie möglich'],
    ['today', '2026-11-25T21:15:00.000+01:00', false, 'Heute, 21:15'],
    ['tomorrow', '2026-11-26T18:30:00.000+01:00', true, 'Morgen, 18:30'],
    ['later', '2026-11-27T18:30:00.000+01:00', false, 'Fr., 27.11.2026, 18:30'],
    ['a UTC value is shown in Vienna time', '2026-11-27T17:30:00.000Z', false, 'Fr., 27.11.2026, 18:30'],
    ['just after midnight Vienna is tomorrow', '2026-11-25T23:30:00.000Z', false, 'Morgen, 00:30'],
  ])('%s', (_, appointment, isRequired, label) => expect(appointmentLabel(appointment, isRequired, now, TZ)).toBe(label))
})

describe('dayLabel', () => {
  it.each([
    ['2026-11-25', 'Heute'],
    ['2026-11-26', 'Morgen'],
    ['2026-11-30', 'Mo., 30.11.2026'],
    ['2027-01-03', 'So., 03.01.2027'],
  ])('%s → %s', (date, label) => expect(dayLabel(date, now, TZ)).toBe(label))
})

describe('appointment values', () => {
  it.each([
    ['2026-03-29', '10:00', '2026-03-29T10:00:00.000+02:00'],
    ['2026-11-27', '18:30', '2026-11-27T18:30:00.000+01:00'],
  ])('%s %s', (date, time, iso) => {
    expect(appointmentAt(date, time, TZ)).toBe(iso)
    expect(appointmentParts(iso, TZ)).toEqual({ date, time })
  })

  it('refuses an invalid day or time', () => {
    expect(appointmentAt('2026-02-30', '10:00', TZ)).toBeNull()
    expect(appointmentAt('2026-03-03', '25:00', TZ)).toBeNull()
  })
})
