import { describe, expect, it } from '@jest/globals'
import { DateTime } from 'luxon'

import {
  calendarDay,
  formatDate,
  formatDateTime,
  formatTime,
  parseDate,
  parseGermanDay,
  toZoned,
  zoned,
} from '@/src/domain/text/dates'

describe('formatting in a time zone', () => {
  // 2026-11-21 23:30 UTC is already Sunday 22.11. 00:30 in Vienna (UTC+1 in winter)
  const lateEvening = new Date('2026-11-21T23:30:00Z')
  const summer = '2026-07-05T06:05:00Z'

  it.each<[string, (m: Date | string, tz?: string) => string, Date | string, string | undefined, string]>([
    ['date in Vienna', formatDate, lateEvening, undefined, '22.11.2026'],
    ['time in Vienna', formatTime, lateEvening, undefined, '00:30'],
    ['date-time in Vienna', formatDateTime, lateEvening, undefined, '22.11.2026 00:30'],
    ['date in UTC', formatDate, lateEvening, 'UTC', '21.11.2026'],
    ['date-time in Berlin in summer (UTC+2)', formatDateTime, summer, 'Europe/Berlin', '05.07.2026 08:05'],
    ['ISO string with offset', formatDateTime, '2026-03-01T09:15:00+01:00', undefined, '01.03.2026 09:15'],
  ])('%s', (_, format, moment, tz, expected) => expect(format(moment, tz)).toBe(expected))

  it.each<[string, Date | string | null]>([
    ['null', null],
    ['empty string', ''],
    ['garbage', 'gestern'],
    ['invalid date', new Date('x')],
  ])('gives an empty text for %s', (_, moment) => {
    expect(formatDate(moment)).toBe('')
    expect(formatTime(moment)).toBe('')
    expect(formatDateTime(moment)).toBe('')
  })
})

describe('parseDate', () => {
  it.each<[string, string, string | undefined, string]>([
    ['DD.MM.YYYY at midnight in Vienna (winter)', '22.11.2026', undefined, '2026-11-21T23:00:00.000Z'],
    ['DD.MM.YYYY at midnight in Vienna (summer)', '05.07.2026', undefined, '2026-07-04T22:00:00.000Z'],
    ['one-digit day and month', '5.7.2026', undefined, '2026-07-04T22:00:00.000Z'],
    ['surrounding spaces', ' 01.01.2027 ', 'UTC', '2027-01-01T00:00:00.000Z'],
  ])('reads %s', (_, text, tz, iso) => expect(parseDate(text, tz)?.toISOString()).toBe(iso))

  it.each<[string, string | null]>([
    ['31 February', '31.02.2026'],
    ['month 13', '01.13.2026'],
    ['ISO format', '2026-11-22'],
    ['two-digit year', '22.11.26'],
    ['empty', ''],
    ['null', null],
  ])('refuses %s', (_, text) => expect(parseDate(text)).toBeNull())

  it('round-trips with formatDate', () => expect(formatDate(parseDate('29.02.2028') as Date)).toBe('29.02.2028'))
})

describe('parseGermanDay: the calendar day a German date names', () => {
  it.each<[string, string | null, string | null]>([
    ['two-digit day and month', '22.11.2026', '2026-11-22'],
    ['one-digit day and month', '5.7.2026', '2026-07-05'],
    ['surrounding spaces', ' 29.02.2028 ', '2028-02-29'],
    ['31 February', '31.02.2026', null],
    ['ISO format', '2026-11-22', null],
    ['two-digit year', '22.11.26', null],
    ['null', null, null],
  ])('%s: %p → %p', (_, text, expected) => expect(parseGermanDay(text)).toBe(expected))
})

describe('toZoned and zoned: the one place where moments get their time zone', () => {
  it.each<[string, Date | string | DateTime, string | undefined, string | null]>([
    ['a Date', new Date('2026-11-21T23:30:00Z'), undefined, '2026-11-22T00:30:00.000+01:00'],
    ['an ISO string with offset keeps its instant', '2026-03-01T09:15:00+01:00', 'UTC', '2026-03-01T08:15:00.000Z'],
    ['an ISO string without offset is local time of the zone', '2026-07-05T08:05', 'Europe/Berlin', '2026-07-05T08:05:00.000+02:00'],
    ['a bare day is its midnight', '2026-11-22', undefined, '2026-11-22T00:00:00.000+01:00'],
    ['a DateTime is moved into the zone', DateTime.fromISO('2026-07-05T06:05:00Z', { zone: 'utc' }), 'Europe/Vienna', '2026-07-05T08:05:00.000+02:00'],
    ['garbage', 'gestern', undefined, null],
    ['an empty string', '', undefined, null],
  ])('%s', (_, moment, tz, iso) => expect(toZoned(moment, tz)?.toISO() ?? null).toBe(iso))

  it('zoned sees a Date in the zone', () =>
    expect(zoned(new Date('2026-11-21T23:30:00Z'), 'Europe/Vienna').toISO()).toBe('2026-11-22T00:30:00.000+01:00'))

  it('formats a DateTime in its own zone when given it', () => {
    const inLondon = DateTime.fromISO('2026-11-21T23:30:00Z', { zone: 'Europe/London' })
    expect(formatDateTime(inLondon, inLondon.zone)).toBe('21.11.2026 23:30')
    expect(formatDateTime(inLondon)).toBe('22.11.2026 00:30')
  })
})

describe('calendarDay: a real calendar day or null', () => {
  it.each<[number, number, number, string | null]>([
    [2026, 11, 21, '2026-11-21'],
    [2028, 2, 29, '2028-02-29'],
    [2026, 2, 29, null],
    [2026, 13, 1, null],
    [2026, 4, 31, null],
  ])('%d-%d-%d → %p', (year, month, day, expected) => expect(calendarDay(year, month, day)).toBe(expected))
})
