import { describe, expect, it } from '@jest/globals'

import { daysOf, isValidDays, presetDays, previousDays, todayIn } from '@/src/domain/statistics/dashboard/period'

describe('todayIn', () => {
  it.each([
    ['2026-11-30T22:59:59Z', '2026-11-30'],
    ['2026-11-30T23:00:00Z', '2026-12-01'],
    ['2026-06-30T22:00:00Z', '2026-07-01'],
  ])('%s is the Vienna day %s', (instant, day) => expect(todayIn(new Date(instant))).toBe(day))
})

describe('presetDays', () => {
  it.each([
    ['today', '2026-11-27', { from: '2026-11-27', to: '2026-11-27' }],
    ['7d', '2026-11-27', { from: '2026-11-21', to: '2026-11-27' }],
    ['30d', '2026-11-27', { from: '2026-10-29', to: '2026-11-27' }],
    ['month', '2026-11-27', { from: '2026-11-01', to: '2026-11-27' }],
    ['month', '2026-03-01', { from: '2026-03-01', to: '2026-03-01' }],
    ['7d', '2026-03-02', { from: '2026-02-24', to: '2026-03-02' }],
    ['30d', '2024-03-01', { from: '2024-02-01', to: '2024-03-01' }],
  ] as const)('%s seen from %s', (preset, today, expected) => expect(presetDays(preset, today)).toEqual(expected))

  it('7 and 30 days are 7 and 30 days long, today included', () => {
    expect(daysOf(presetDays('7d', '2026-11-27'))).toBe(7)
    expect(daysOf(presetDays('30d', '2026-11-27'))).toBe(30)
  })
})

describe('previousDays', () => {
  it.each([
    ['a day: the day before', { from: '2026-11-27', to: '2026-11-27' }, { from: '2026-11-26', to: '2026-11-26' }],
    ['7 days', { from: '2026-11-21', to: '2026-11-27' }, { from: '2026-11-14', to: '2026-11-20' }],
    ['November (30 days)', { from: '2026-11-01', to: '2026-11-30' }, { from: '2026-10-02', to: '2026-10-31' }],
    ['March 1 to 27 across the spring DST change', { from: '2026-03-01', to: '2026-03-27' }, { from: '2026-02-02', to: '2026-02-28' }],
    ['over New Year', { from: '2026-01-01', to: '2026-01-02' }, { from: '2025-12-30', to: '2025-12-31' }],
  ])('%s', (_, range, expected) => {
    expect(previousDays(range)).toEqual(expected)
    expect(daysOf(previousDays(range))).toBe(daysOf(range))
  })
})

describe('isValidDays', () => {
  it.each([
    [{ from: '2026-11-01', to: '2026-11-30' }, true],
    [{ from: '2026-11-30', to: '2026-11-30' }, true],
    [{ from: '2026-11-30', to: '2026-11-01' }, false],
    [{ from: '2026-02-30', to: '2026-03-01' }, false],
    [{ from: '01.11.2026', to: '2026-11-30' }, false],
    [{ from: undefined, to: '2026-11-30' }, false],
    [{ from: '2025-01-01', to: '2027-01-01' }, true],
    [{ from: '2025-01-01', to: '2027-01-02' }, false],
  ])('%p → %p (at most 731 days)', (range, expected) => expect(isValidDays(range)).toBe(expected))
})
