import { describe, expect, it } from '@jest/globals'

import { openingState, type OpeningState } from '@/src/domain/schedule/openingState'
import type { OpeningRule } from '@/src/domain/schedule/types'

import { at, closed, DAILY_10_22, daily, rule, TZ } from './fixtures'

const CLOSED: OpeningState = { isOpen: false, isClosingSoon: false, closesAt: null, closesAtIso: null }

describe('openingState', () => {
  it.each<[string, OpeningRule[], string, Partial<OpeningState>]>([
    ['daily 10-22, Tue 21:30: open, closing soon', DAILY_10_22, '2026-03-03T21:30', { isOpen: true, isClosingSoon: true, closesAt: '22:00' }],
    ['daily 10-22, Tue 21:00: exactly 60 minutes left is not soon', DAILY_10_22, '2026-03-03T21:00', { isOpen: true, isClosingSoon: false, closesAt: '22:00' }],
    ['daily 10-22, Tue 21:01: 59 minutes left is soon', DAILY_10_22, '2026-03-03T21:01', { isOpen: true, isClosingSoon: true }],
    ['daily 10-22, Tue 22:00: closed', DAILY_10_22, '2026-03-03T22:00', CLOSED],
    ['daily 10-22, Tue 10:00: open at the first minute', DAILY_10_22, '2026-03-03T10:00', { isOpen: true, closesAt: '22:00' }],
    ['daily 10-22, Tue 09:59: closed', DAILY_10_22, '2026-03-03T09:59', CLOSED],
    ['a later monday rule closes Monday', [daily('10:00', '22:00'), closed('monday')], '2026-03-02T12:00', CLOSED],
    ['an earlier monday rule keeps Monday open', [closed('monday'), daily('10:00', '22:00')], '2026-03-02T12:00', { isOpen: true }],
    ['between split shifts: closed', [daily('11:30', '14:00'), daily('17:30', '22:00')], '2026-03-03T15:00', CLOSED],
    ['in the second shift', [daily('11:30', '14:00'), daily('17:30', '22:00')], '2026-03-03T18:00', { isOpen: true, closesAt: '22:00' }],
    ['past midnight, Sat 01:00 of a Friday 18-02 shift', [rule('friday', '18:00', '02:00')], '2026-03-07T01:00', { isOpen: true, isClosingSoon: false, closesAt: '02:00' }],
    ['past midnight, Sat 01:30: closing soon', [rule('friday', '18:00', '02:00')], '2026-03-07T01:30', { isOpen: true, isClosingSoon: true, closesAt: '02:00' }],
    ['past midnight, Sat 02:00: closed', [rule('friday', '18:00', '02:00')], '2026-03-07T02:00', CLOSED],
    ['open until midnight, 23:30', [daily('10:00', '00:00')], '2026-03-03T23:30', { isOpen: true, isClosingSoon: true, closesAt: '00:00' }],
    ['touching shifts across midnight join', [daily('18:00', '00:00'), daily('00:00', '02:00')], '2026-03-03T23:30', { isOpen: true, isClosingSoon: false, closesAt: '02:00' }],
    ['open around the clock has no closing time', [daily('00:00', '00:00')], '2026-03-03T12:00', { isOpen: true, isClosingSoon: false, closesAt: null }],
    ['spring DST day, 21:30: closing soon at 22:00', DAILY_10_22, '2026-03-29T21:30', { isOpen: true, isClosingSoon: true, closesAt: '22:00', closesAtIso: '2026-03-29T22:00:00.000+02:00' }],
    ['autumn DST day, 21:30: closing soon at 22:00', DAILY_10_22, '2026-10-25T21:30', { isOpen: true, isClosingSoon: true, closesAtIso: '2026-10-25T22:00:00.000+01:00' }],
    ['spring DST night: 45 real minutes before a 03:30 close', [rule('saturday', '22:00', '03:30')], '2026-03-29T01:45', { isOpen: true, isClosingSoon: true, closesAt: '03:30' }],
    ['a shift from the missing 02:30 opens at 03:30, 03:15 closed', [rule('sunday', '02:30', '06:00')], '2026-03-29T03:15', CLOSED],
    ['a shift from the missing 02:30 opens at 03:30', [rule('sunday', '02:30', '06:00')], '2026-03-29T03:30', { isOpen: true, closesAt: '06:00' }],
    ['the missing 02:30 is read as 03:30, after a 03:00 close', [rule('saturday', '22:00', '03:00')], '2026-03-29T02:30', CLOSED],
    ['no rules: closed', [], '2026-03-03T12:00', CLOSED],
  ])('%s', (_, rules, local, expected) => expect(openingState(rules, at(local), TZ)).toMatchObject(expected))

  it('defaults to Europe/Vienna', () => {
    expect(openingState(DAILY_10_22, new Date('2026-03-03T20:30:00Z'))).toMatchObject({ isOpen: true, isClosingSoon: true, closesAt: '22:00' })
  })
})
