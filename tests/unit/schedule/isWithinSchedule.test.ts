import { describe, expect, it } from '@jest/globals'

import { isWithinSchedule } from '@/src/domain/schedule/isWithinSchedule'
import type { OpeningRule } from '@/src/domain/schedule/types'

import { at, closed, daily, rule, TZ } from './fixtures'

describe('isWithinSchedule', () => {
  it.each<[string, OpeningRule[] | null | undefined, string, boolean]>([
    ['empty schedule means always', [], '2026-03-03T03:00', true],
    ['missing schedule means always', null, '2026-03-03T03:00', true],
    ['undefined schedule means always', undefined, '2026-03-03T03:00', true],
    ['lunch menu 11-14 at 12:00', [daily('11:00', '14:00')], '2026-03-03T12:00', true],
    ['lunch menu 11-14 at 14:00', [daily('11:00', '14:00')], '2026-03-03T14:00', false],
    ['weekday-only lunch on Saturday', [daily('11:00', '14:00'), closed('saturday'), closed('sunday')], '2026-03-07T12:00', false],
    ['weekday-only lunch on Friday', [daily('11:00', '14:00'), closed('saturday'), closed('sunday')], '2026-03-06T12:00', true],
    ['monday-only rule on Tuesday', [rule('monday', '11:00', '14:00')], '2026-03-03T12:00', false],
    ['late-night snack past midnight', [daily('22:00', '03:00')], '2026-03-04T01:00', true],
  ])('%s', (_, schedule, local, expected) => expect(isWithinSchedule(schedule, at(local), TZ)).toBe(expected))
})
