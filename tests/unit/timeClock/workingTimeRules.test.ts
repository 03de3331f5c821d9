import { describe, expect, it } from '@jest/globals'

import { DEFAULT_WORKING_TIME_LIMITS, warningsWithin, warningText, workedMinutes, workingTimeLimits, workingTimeWarnings, type Shift, type WorkingTimeWarning } from '@/src/domain/timeClock'

/** A shift from ISO instants (Z), with pauses as [start, end] pairs; null ends are still open. */
const shift = (start: string, end: string | null, ...pauses: [string, string | null][]): Shift => ({
  start: new Date(start),
  end: end ? new Date(end) : null,
  pauses: pauses.map(([from, to]) => ({ start: new Date(from), end: to ? new Date(to) : null })),
})
const NOW = new Date('2026-12-01T12:00:00Z')

describe('worked minutes of a shift', () => {
  it.each<[string, Shift, Date, { worked: number; paused: number }]>([
    ['08:00–16:30 with 30 min lunch', shift('2026-11-23T07:00:00Z', '2026-11-23T15:30:00Z', ['2026-11-23T11:00:00Z', '2026-11-23T11:30:00Z']), NOW, { worked: 480, paused: 30 }],
    ['overlapping pauses count once', shift('2026-11-23T07:00:00Z', '2026-11-23T15:00:00Z', ['2026-11-23T11:00:00Z', '2026-11-23T11:30:00Z'], ['2026-11-23T11:15:00Z', '2026-11-23T11:45:00Z']), NOW, { worked: 435, paused: 45 }],
    ['a pause outside the shift does not count', shift('2026-11-23T07:00:00Z', '2026-11-23T09:00:00Z', ['2026-11-23T10:00:00Z', '2026-11-23T10:30:00Z']), NOW, { worked: 120, paused: 0 }],
    ['a running shift with an open pause lasts until now', shift('2026-12-01T08:00:00Z', null, ['2026-12-01T11:45:00Z', null]), NOW, { worked: 225, paused: 15 }],
    ['seconds are cut to whole minutes', shift('2026-11-23T07:00:00Z', '2026-11-23T07:10:59Z'), NOW, { worked: 10, paused: 0 }],
    ['the autumn DST Sunday: 00:00–08:00 on the wall clock are 9 hours', shift('2026-10-24T22:00:00Z', '2026-10-25T07:00:00Z'), NOW, { worked: 540, paused: 0 }],
  ])('%s', (_, given, now, expected) => {
    expect(workedMinutes(given, now)).toEqual(expected)
  })
})

describe('working-time warnings (Arbeitszeitgesetz)', () => {
  it('finds nothing in an ordinary week of 8-hour days with lunch breaks', () => {
    const week = ['23', '24', '25', '26', '27'].map((day) => shift(`2026-11-${day}T07:00:00Z`, `2026-11-${day}T15:30:00Z`, [`2026-11-${day}T11:00:00Z`, `2026-11-${day}T11:30:00Z`]))
    expect(workingTimeWarnings(week, NOW)).toEqual([])
  })

  it('warns about each 10:30-hour day and the 52:30-hour week (Monday to Friday, 07:00–18:00 with 30 minutes break)', () => {
    const week = ['23', '24', '25', '26', '27'].map((day) => shift(`2026-11-${day}T06:00:00Z`, `2026-11-${day}T17:00:00Z`, [`2026-11-${day}T11:00:00Z`, `2026-11-${day}T11:30:00Z`]))
    expect(workingTimeWarnings(week, NOW)).toEqual([
      { kind: 'dayWarning', day: '2026-11-23', minutes: 630, limit: 600 },
      { kind: 'weekWarning', day: '2026-11-23', minutes: 3150, limit: 3000 },
      { kind: 'dayWarning', day: '2026-11-24', minutes: 630, limit: 600 },
      { kind: 'dayWarning', day: '2026-11-25', minutes: 630, limit: 600 },
      { kind: 'dayWarning', day: '2026-11-26', minutes: 630, limit: 600 },
      { kind: 'dayWarning', day: '2026-11-27', minutes: 630, limit: 600 },
    ])
  })

  it('names only the legal maximum when a day exceeds 12 hours and a week 60 hours', () => {
    // Monday 06:00–19:00 with 45 min break: 12:15 h; Tuesday to Saturday 06:00–16:30 with 30 min: 5 × 10:00 h; 62:15 h in all.
    const long = shift('2026-11-23T05:00:00Z', '2026-11-23T18:00:00Z', ['2026-11-23T11:00:00Z', '2026-11-23T11:45:00Z'])
    const rest = ['24', '25', '26', '27', '28'].map((day) => shift(`2026-11-${day}T05:00:00Z`, `2026-11-${day}T15:30:00Z`, [`2026-11-${day}T10:00:00Z`, `2026-11-${day}T10:30:00Z`]))
    expect(workingTimeWarnings([...rest, long], NOW)).toEqual([
      { kind: 'dayMaximum', day: '2026-11-23', minutes: 735, limit: 720 },
      { kind: 'weekMaximum', day: '2026-11-23', minutes: 3735, limit: 3600 },
    ])
  })

  it('counts a night shift for the evening it began and finds the short rest before the next one', () => {
    // Friday 22:00 to Saturday 06:30 (30 min break), then Saturday 14:00–18:00: 7:30 h of rest.
    const night = shift('2026-11-20T21:00:00Z', '2026-11-21T05:30:00Z', ['2026-11-21T01:00:00Z', '2026-11-21T01:30:00Z'])
    const afternoon = shift('2026-11-21T13:00:00Z', '2026-11-21T17:00:00Z')
    expect(workingTimeWarnings([night, afternoon], NOW)).toEqual([{ kind: 'restShort', day: '2026-11-21', minutes: 450, limit: 660 }])
  })

  it('finds a missing break on the autumn DST Sunday (9 hours on the clock face 00:00–08:00, 15 minutes of break)', () => {
    const sunday = shift('2026-10-24T22:00:00Z', '2026-10-25T07:00:00Z', ['2026-10-25T03:00:00Z', '2026-10-25T03:15:00Z'])
    expect(workingTimeWarnings([sunday], NOW)).toEqual([{ kind: 'breakMissing', day: '2026-10-25', minutes: 15, limit: 30, worked: 525 }])
  })

  it('needs no break for exactly 6 hours, and a running shift is judged until now', () => {
    expect(workingTimeWarnings([shift('2026-11-23T07:00:00Z', '2026-11-23T13:00:00Z')], NOW)).toEqual([])
    expect(workingTimeWarnings([shift('2026-12-01T05:00:00Z', null)], NOW)).toEqual([{ kind: 'breakMissing', day: '2026-12-01', minutes: 0, limit: 30, worked: 420 }])
  })

  it('takes its thresholds from the settings', () => {
    const limits = { ...DEFAULT_WORKING_TIME_LIMITS, dayWarning: 8 * 60 }
    expect(workingTimeWarnings([shift('2026-11-23T07:00:00Z', '2026-11-23T15:30:00Z', ['2026-11-23T11:00:00Z', '2026-11-23T11:15:00Z'])], NOW, limits)).toEqual([
      { kind: 'dayWarning', day: '2026-11-23', minutes: 495, limit: 480 },
      { kind: 'breakMissing', day: '2026-11-23', minutes: 15, limit: 30, worked: 495 },
    ])
  })

  it('says each warning in German', () => {
    expect(warningText({ kind: 'dayWarning', day: '2026-11-23', minutes: 630, limit: 600 })).toBe('Am 23.11.2026 wurden 10:30 h gearbeitet (mehr als 10:00 h).')
    expect(warningText({ kind: 'dayMaximum', day: '2026-11-23', minutes: 735, limit: 720 })).toBe('Am 23.11.2026 wurden 12:15 h gearbeitet: mehr als die erlaubten 12:00 h.')
    expect(warningText({ kind: 'weekWarning', day: '2026-11-23', minutes: 3150, limit: 3000 })).toBe('In der Woche ab 23.11.2026 wurden 52:30 h gearbeitet (mehr als 50:00 h).')
    expect(warningText({ kind: 'weekMaximum', day: '2026-11-23', minutes: 3735, limit: 3600 })).toBe('In der Woche ab 23.11.2026 wurden 62:15 h gearbeitet: mehr als die erlaubten 60:00 h.')
    expect(warningText({ kind: 'breakMissing', day: '2026-10-25', minutes: 15, limit: 30, worked: 525 })).toBe('Am 25.10.2026 fehlt eine Pause: 0:15 h Pause bei 8:45 h Arbeitszeit (mindestens 0:30 h).')
    expect(warningText({ kind: 'restShort', day: '2026-11-21', minutes: 450, limit: 660 })).toBe('Vor der Schicht am 21.11.2026 lagen nur 7:30 h Ruhezeit (mindestens 11:00 h).')
  })
})

describe('working-time limits from the settings', () => {
  it('turns hours and break minutes into minutes, keeping the act’s limit where a setting is empty', () => {
    expect(workingTimeLimits({ dayWarningHours: 9.5, weekMaximumHours: 48, minimumBreakMinutes: 45, minimumRestHours: null })).toEqual({
      ...DEFAULT_WORKING_TIME_LIMITS,
      dayWarning: 570,
      weekMaximum: 2880,
      minimumBreak: 45,
    })
    expect(workingTimeLimits(undefined)).toEqual(DEFAULT_WORKING_TIME_LIMITS)
    expect(workingTimeLimits({ dayMaximumHours: -1 })).toEqual(DEFAULT_WORKING_TIME_LIMITS)
  })
})

describe('warnings within days', () => {
  it('keeps the day kinds of the given days and the week kinds of the given week', () => {
    const warning = (kind: WorkingTimeWarning['kind'], day: string): WorkingTimeWarning => ({ kind, day, minutes: 0, limit: 0 })
    const all = [warning('dayWarning', '2026-11-23'), warning('restShort', '2026-11-27'), warning('weekWarning', '2026-11-23'), warning('weekMaximum', '2026-11-16')]
    expect(warningsWithin(all, ['2026-11-27'], '2026-11-23')).toEqual([all[1], all[2]])
    expect(warningsWithin(all, ['2026-11-23', '2026-11-27'], '2026-11-16')).toEqual([all[0], all[1], all[3]])
  })
})
