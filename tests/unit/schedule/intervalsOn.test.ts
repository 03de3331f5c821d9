import { describe, expect, it } from '@jest/globals'

import { intervalsOn } from '@/src/domain/schedule/intervals'
import type { OpeningRule } from '@/src/domain/schedule/types'

import { at, closed, DAILY_10_22, daily, iso, once, rule, TZ } from './fixtures'

const show = (rules: OpeningRule[] | null, day: string | Date): string[] =>
  intervalsOn(rules, day, TZ).map(({ start, end }) => `${iso(start)}/${iso(end)}`)

describe('intervalsOn resolves the rules of a calendar day', () => {
  it.each<[string, OpeningRule[] | null, string, string[]]>([
    ['daily 10-22 on a Tuesday', DAILY_10_22, '2026-03-03', ['2026-03-03T10:00:00+01:00/2026-03-03T22:00:00+01:00']],
    ['a later monday rule closes Mondays', [daily('10:00', '22:00'), closed('monday')], '2026-03-02', []],
    ['the monday rule does not touch Tuesday', [daily('10:00', '22:00'), closed('monday')], '2026-03-03', ['2026-03-03T10:00:00+01:00/2026-03-03T22:00:00+01:00']],
    ['an earlier monday rule is overridden by daily', [closed('monday'), daily('10:00', '22:00')], '2026-03-02', ['2026-03-02T10:00:00+01:00/2026-03-02T22:00:00+01:00']],
    ['a later weekday rule replaces, not adds', [daily('10:00', '22:00'), rule('monday', '12:00', '20:00')], '2026-03-02', ['2026-03-02T12:00:00+01:00/2026-03-02T20:00:00+01:00']],
    ['split shifts of the same type add up', [daily('11:30', '14:00'), daily('17:30', '22:00')], '2026-03-03', [
      '2026-03-03T11:30:00+01:00/2026-03-03T14:00:00+01:00',
      '2026-03-03T17:30:00+01:00/2026-03-03T22:00:00+01:00',
    ]],
    ['overlapping shifts merge', [daily('10:00', '14:00'), daily('12:00', '18:00')], '2026-03-03', ['2026-03-03T10:00:00+01:00/2026-03-03T18:00:00+01:00']],
    ['a closed sunday after split shifts', [daily('11:30', '14:00'), daily('17:30', '22:00'), closed('sunday')], '2026-03-08', []],
    ['a later daily rule after a monday rule replaces it on Monday', [daily('11:00', '14:00'), closed('monday'), daily('17:00', '22:00')], '2026-03-02', ['2026-03-02T17:00:00+01:00/2026-03-02T22:00:00+01:00']],
    ['…and adds a shift on Tuesday', [daily('11:00', '14:00'), closed('monday'), daily('17:00', '22:00')], '2026-03-03', [
      '2026-03-03T11:00:00+01:00/2026-03-03T14:00:00+01:00',
      '2026-03-03T17:00:00+01:00/2026-03-03T22:00:00+01:00',
    ]],
    ['a closed rule of the same type clears the earlier shift', [rule('monday', '10:00', '14:00'), closed('monday')], '2026-03-02', []],
    ['a once rule closes its day', [daily('10:00', '22:00'), closed('once', '2026-03-04')], '2026-03-04', []],
    ['a once rule of another week does not apply', [daily('10:00', '22:00'), closed('once', '2026-03-04')], '2026-03-11', ['2026-03-11T10:00:00+01:00/2026-03-11T22:00:00+01:00']],
    ['a once rule on the same weekday of the week before does not apply', [daily('10:00', '22:00'), closed('once', '2026-03-04')], '2026-02-25', ['2026-02-25T10:00:00+01:00/2026-02-25T22:00:00+01:00']],
    ['a once date stored as ISO date-time counts as its Vienna day', [daily('10:00', '22:00'), closed('once', '2026-03-03T23:00:00.000Z')], '2026-03-04', []],
    ['a once rule opens a closed Sunday', [daily('10:00', '22:00'), closed('sunday'), once('2026-03-08', '12:00', '16:00')], '2026-03-08', ['2026-03-08T12:00:00+01:00/2026-03-08T16:00:00+01:00']],
    ['…only on its date', [daily('10:00', '22:00'), closed('sunday'), once('2026-03-08', '12:00', '16:00')], '2026-03-15', []],
    ['a once rule before daily is overridden (list order)', [closed('once', '2026-03-04'), daily('10:00', '22:00')], '2026-03-04', ['2026-03-04T10:00:00+01:00/2026-03-04T22:00:00+01:00']],
    ['a shift past midnight ends the next day', [rule('friday', '18:00', '02:00')], '2026-03-06', ['2026-03-06T18:00:00+01:00/2026-03-07T02:00:00+01:00']],
    ["'to' 00:00 is the end of the day", [daily('10:00', '00:00')], '2026-03-03', ['2026-03-03T10:00:00+01:00/2026-03-04T00:00:00+01:00']],
    ["'to' 24:00 is the end of the day", [daily('10:00', '24:00')], '2026-03-03', ['2026-03-03T10:00:00+01:00/2026-03-04T00:00:00+01:00']],
    ['00:00-00:00 is the whole day', [daily('00:00', '00:00')], '2026-03-03', ['2026-03-03T00:00:00+01:00/2026-03-04T00:00:00+01:00']],
    ['spring DST day keeps 10-22 (summer offset)', DAILY_10_22, '2026-03-29', ['2026-03-29T10:00:00+02:00/2026-03-29T22:00:00+02:00']],
    ['autumn DST day keeps 10-22 (winter offset)', DAILY_10_22, '2026-10-25', ['2026-10-25T10:00:00+01:00/2026-10-25T22:00:00+01:00']],
    ['a 02:30 that does not exist becomes 03:30', [rule('sunday', '02:30', '06:00')], '2026-03-29', ['2026-03-29T03:30:00+02:00/2026-03-29T06:00:00+02:00']],
    ['isClosed wins over times', [daily('10:00', '22:00'), { type: 'tuesday', isClosed: true, from: '10:00', to: '12:00' }], '2026-03-03', []],
    ['unreadable times are ignored', [daily('10:00', '22:00'), rule('tuesday', 'abc', '12:00')], '2026-03-03', ['2026-03-03T10:00:00+01:00/2026-03-03T22:00:00+01:00']],
    ['no rules, no hours', [], '2026-03-03', []],
    ['missing rules, no hours', null, '2026-03-03', []],
  ])('%s', (_, rules, day, expected) => expect(show(rules, day)).toEqual(expected))

  it('takes an instant as the day it falls on in the time zone', () => {
    // 23:30 UTC on 2 March is already 3 March in Vienna.
    expect(show(DAILY_10_22, new Date('2026-03-02T23:30:00Z'))).toEqual(['2026-03-03T10:00:00+01:00/2026-03-03T22:00:00+01:00'])
  })

  it('a 01:00-04:00 shift on the spring DST day lasts two real hours', () => {
    const [interval] = intervalsOn([daily('01:00', '04:00')], '2026-03-29', TZ)
    expect(interval.end.getTime() - interval.start.getTime()).toBe(2 * 3600_000)
  })

  it('a 01:00-04:00 shift on the autumn DST day lasts four real hours', () => {
    const [interval] = intervalsOn([daily('01:00', '04:00')], '2026-10-25', TZ)
    expect(interval.end.getTime() - interval.start.getTime()).toBe(4 * 3600_000)
  })

  it('uses the given time zone', () => {
    expect(intervalsOn(DAILY_10_22, '2026-03-03', 'Europe/London').map((i) => i.start.toISOString())).toEqual(['2026-03-03T10:00:00.000Z'])
    expect(at('2026-03-03T10:00').toISOString()).toBe('2026-03-03T09:00:00.000Z')
  })
})
