import { describe, expect, it } from '@jest/globals'

import { MONTH_NAMES, WEEKDAY_NAMES, WEEKDAY_SHORT_NAMES } from '@/src/domain/text/texts'
import { isoWeekday, weekdayName } from '@/src/domain/text/weekdays'
import type { Weekday } from '@/src/domain/schedule/types'

describe('weekday names', () => {
  it('lists Montag to Sonntag and Mo to So', () => {
    expect(WEEKDAY_NAMES).toEqual(['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'])
    expect(WEEKDAY_SHORT_NAMES).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'])
  })

  it.each<[Weekday | number, string, string]>([
    ['monday', 'Montag', 'Mo'],
    ['wednesday', 'Mittwoch', 'Mi'],
    ['sunday', 'Sonntag', 'So'],
    [1, 'Montag', 'Mo'],
    [4, 'Donnerstag', 'Do'],
    [7, 'Sonntag', 'So'],
  ])('%s → %s / %s', (day, long, short) => {
    expect(weekdayName(day)).toBe(long)
    expect(weekdayName(day, 'short')).toBe(short)
  })

  it.each([0, 8, 2.5])('refuses ISO weekday %d', (day) => expect(() => weekdayName(day)).toThrow(RangeError))
})

describe('isoWeekday: the ISO number of a weekday key (luxon DateTime.weekday)', () => {
  it.each<[Weekday, number]>([
    ['monday', 1],
    ['thursday', 4],
    ['sunday', 7],
  ])('%s → %d', (day, number) => expect(isoWeekday(day)).toBe(number))

  it('gives 0 for a rule type that is no weekday', () => expect(isoWeekday('daily' as Weekday)).toBe(0))
})

describe('month names (Austrian German, the date picker title)', () => {
  it('lists Jänner to Dezember', () =>
    expect(MONTH_NAMES).toEqual([
      'Jänner', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember',
    ]))
})
