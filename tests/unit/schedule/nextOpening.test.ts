import { describe, expect, it } from '@jest/globals'

import { nextOpening, type NextOpening } from '@/src/domain/schedule/nextOpening'
import type { OpeningRule } from '@/src/domain/schedule/types'

import { at, closed, DAILY_10_22, daily, once, rule, TZ } from './fixtures'

describe('nextOpening', () => {
  it.each<[string, OpeningRule[], string, NextOpening | null]>([
    ['later today', DAILY_10_22, '2026-03-03T08:00', { isToday: true, weekday: 'Dienstag', time: '10:00', at: '2026-03-03T10:00:00.000+01:00' }],
    ['after midnight it is still today', DAILY_10_22, '2026-03-03T00:30', { isToday: true, weekday: 'Dienstag', time: '10:00', at: '2026-03-03T10:00:00.000+01:00' }],
    ['after closing: tomorrow', DAILY_10_22, '2026-03-03T22:30', { isToday: false, weekday: 'Mittwoch', time: '10:00', at: '2026-03-04T10:00:00.000+01:00' }],
    ['skips a closed Sunday to Monday', [daily('10:00', '22:00'), closed('sunday')], '2026-03-07T22:30', { isToday: false, weekday: 'Montag', time: '10:00', at: '2026-03-09T10:00:00.000+01:00' }],
    ['between split shifts: the evening shift', [daily('11:30', '14:00'), daily('17:30', '22:00')], '2026-03-03T15:00', { isToday: true, weekday: 'Dienstag', time: '17:30', at: '2026-03-03T17:30:00.000+01:00' }],
    ['an opening off the quarter hour is reported exactly', [daily('10:10', '22:00')], '2026-03-03T08:00', { isToday: true, weekday: 'Dienstag', time: '10:10', at: '2026-03-03T10:10:00.000+01:00' }],
    ['a shift between two quarter-hour steps is not found', [once('2026-03-03', '10:05', '10:10'), once('2026-03-04', '12:00', '14:00')], '2026-03-03T08:00', { isToday: false, weekday: 'Mittwoch', time: '12:00', at: '2026-03-04T12:00:00.000+01:00' }],
    ['across the spring DST change', DAILY_10_22, '2026-03-28T22:30', { isToday: false, weekday: 'Sonntag', time: '10:00', at: '2026-03-29T10:00:00.000+02:00' }],
    ['15-minute steps across the missing hour reach 03:00', [rule('sunday', '03:00', '05:00')], '2026-03-29T01:50', { isToday: true, weekday: 'Sonntag', time: '03:00', at: '2026-03-29T03:00:00.000+02:00' }],
    ['across the autumn DST change', DAILY_10_22, '2026-10-24T22:30', { isToday: false, weekday: 'Sonntag', time: '10:00', at: '2026-10-25T10:00:00.000+01:00' }],
    ['a repeated 02:30 of the autumn change is its second occurrence', [rule('sunday', '02:30', '05:00')], '2026-10-25T01:00', { isToday: true, weekday: 'Sonntag', time: '02:30', at: '2026-10-25T02:30:00.000+01:00' }],
    ['a once rule 10 days ahead is found', [once('2026-03-13', '09:00', '12:00')], '2026-03-03T12:00', { isToday: false, weekday: 'Freitag', time: '09:00', at: '2026-03-13T09:00:00.000+01:00' }],
    ['a once rule beyond 14 days is not', [once('2026-03-24', '09:00', '12:00')], '2026-03-03T12:00', null],
    ['no rules: none', [], '2026-03-03T12:00', null],
    ['all days closed: none', [daily('10:00', '22:00'), closed('daily')], '2026-03-03T12:00', null],
  ])('%s', (_, rules, local, expected) => expect(nextOpening(rules, at(local), TZ)).toEqual(expected))

  it('returns now when already open', () => {
    expect(nextOpening(DAILY_10_22, at('2026-03-03T12:07'), TZ)).toMatchObject({ isToday: true, time: '12:07' })
  })
})
