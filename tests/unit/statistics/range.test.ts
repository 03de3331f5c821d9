import { describe, expect, it } from '@jest/globals'

import { dayRange, MAX_RANGE_DAYS, parseDay, profileDates, statisticsRange, type Parsed, type StatisticsRange } from '@/src/domain/statistics'

const value = <T>(parsed: Parsed<T>): T => {
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  return parsed.value
}
const errors = <T>(parsed: Parsed<T>) => (parsed.ok ? [] : parsed.errors)

describe('parseDay', () => {
  it.each<[unknown, string | null]>([
    ['2026-03-29', '2026-03-28T23:00:00.000Z'],
    ['2026-10-25', '2026-10-24T22:00:00.000Z'],
    ['2026-02-30', null],
    ['2026-2-1', null],
    ['29.03.2026', null],
    ['2026-03-29T10:00', null],
    ['', null],
    [20260329, null],
    [undefined, null],
  ])('%p → %p (Vienna midnight)', (input, expected) => expect(parseDay(input)?.toUTC().toISO() ?? null).toBe(expected))
})

describe('statisticsRange', () => {
  it('spans Vienna days, both inclusive: a spring DST day is 23 hours long', () => {
    const range: StatisticsRange = value(statisticsRange({ from: '2026-03-29', to: '2026-03-29' }))
    expect(range).toMatchObject({ from: '2026-03-29', to: '2026-03-29', days: 1, granularity: 'hour' })
    expect(range.start.toISOString()).toBe('2026-03-28T23:00:00.000Z')
    expect(range.end.toISOString()).toBe('2026-03-29T22:00:00.000Z')
  })

  it.each([
    ['2026-10-24', '2026-10-25', 2, 'hour'],
    ['2026-10-24', '2026-10-26', 3, 'day'],
    ['2026-01-01', '2026-12-31', 365, 'day'],
    ['2025-12-31', '2026-01-01', 2, 'hour'],
  ])('%s to %s: %i days, per %s', (from, to, days, granularity) =>
    expect(value(statisticsRange({ from, to }))).toMatchObject({ days, granularity }))

  it('answers a missing or malformed date per field, in German', () => {
    expect(errors(statisticsRange({}))).toEqual([
      { field: 'from', message: 'Bitte geben Sie ein Datum im Format JJJJ-MM-TT an.' },
      { field: 'to', message: 'Bitte geben Sie ein Datum im Format JJJJ-MM-TT an.' },
    ])
    expect(errors(statisticsRange({ from: '2026-02-30', to: 'morgen' }))).toEqual([
      { field: 'from', message: 'Bitte geben Sie ein gültiges Datum im Format JJJJ-MM-TT an.' },
      { field: 'to', message: 'Bitte geben Sie ein gültiges Datum im Format JJJJ-MM-TT an.' },
    ])
  })

  it('refuses a reversed range', () => {
    expect(errors(statisticsRange({ from: '2026-03-30', to: '2026-03-29' }))).toEqual([
      { field: 'to', message: 'Das Enddatum darf nicht vor dem Startdatum liegen.' },
    ])
  })

  it(`refuses more than ${MAX_RANGE_DAYS} days`, () => {
    expect(value(statisticsRange({ from: '2025-01-01', to: '2026-12-31' })).days).toBe(730)
    expect(value(statisticsRange({ from: '2025-01-01', to: '2027-01-01' })).days).toBe(731)
    expect(errors(statisticsRange({ from: '2025-01-01', to: '2027-01-02' }))).toEqual([
      { field: 'to', message: 'Der Zeitraum darf höchstens 731 Tage umfassen.' },
    ])
  })

  it('reads other field names for the user profile', () => {
    expect(errors(dayRange({ start: '2026-03-02' }, { from: 'start', to: 'end' }))).toEqual([
      { field: 'end', message: 'Bitte geben Sie ein Datum im Format JJJJ-MM-TT an.' },
    ])
  })
})

describe('profileDates', () => {
  const today = new Date('2026-03-11T10:00:00Z')

  it('counts "to date" up to the end of `now`, by default today in Vienna', () => {
    const dates = value(profileDates({ start: '2026-03-01', end: '2026-03-31' }, today))
    expect(dates.now).toBe('2026-03-11')
    expect(dates.toDateEnd.toISOString()).toBe('2026-03-11T23:00:00.000Z')
    expect(value(profileDates({ start: '2026-03-01', end: '2026-03-31', now: '2026-03-05' }, today)).toDateEnd.toISOString()).toBe('2026-03-05T23:00:00.000Z')
  })

  it('keeps "to date" within the range', () => {
    expect(value(profileDates({ start: '2026-03-01', end: '2026-03-31', now: '2026-02-10' }, today)).toDateEnd.toISOString()).toBe('2026-02-28T23:00:00.000Z')
    expect(value(profileDates({ start: '2026-03-01', end: '2026-03-31', now: '2026-05-01' }, today)).toDateEnd.toISOString()).toBe('2026-03-31T22:00:00.000Z')
  })

  it('refuses a malformed `now` next to the range’s own errors', () => {
    expect(errors(profileDates({ start: '2026-03-31', end: '2026-03-01', now: 'heute' }, today))).toEqual([
      { field: 'end', message: 'Das Enddatum darf nicht vor dem Startdatum liegen.' },
      { field: 'now', message: 'Bitte geben Sie ein gültiges Datum im Format JJJJ-MM-TT an.' },
    ])
  })
})
