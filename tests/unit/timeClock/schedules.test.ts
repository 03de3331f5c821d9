import { describe, expect, it } from '@jest/globals'

import { plannedMinutesByDay, shiftDays, type PlannedShift } from '@/src/domain/timeClock'

/** Payload stores a day as 12:00 UTC of that day. */
const day = (value: string) => `${value}T12:00:00.000Z`

describe('planned shifts: a day, or a weekday every week within its validity', () => {
  it.each<[string, PlannedShift, string, string, string[]]>([
    ['a dated shift in the range', { date: day('2026-11-02') }, '2026-11-01', '2026-11-30', ['2026-11-02']],
    ['a dated shift outside the range', { date: day('2026-10-30') }, '2026-11-01', '2026-11-30', []],
    ['a day given without time', { date: '2026-11-02' }, '2026-11-02', '2026-11-02', ['2026-11-02']],
    ['weekly, open-ended: every Monday of the range', { date: day('2026-10-05'), repeatsWeekly: true }, '2026-11-01', '2026-11-30', ['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30']],
    ['weekly, up to its last day (included)', { date: day('2026-10-05'), repeatsWeekly: true, validUntil: day('2026-11-16') }, '2026-11-01', '2026-11-30', ['2026-11-02', '2026-11-09', '2026-11-16']],
    ['weekly, starting within the range', { date: day('2026-11-18'), repeatsWeekly: true }, '2026-11-01', '2026-11-30', ['2026-11-18', '2026-11-25']],
    ['weekly, ended before the range', { date: day('2026-09-07'), repeatsWeekly: true, validUntil: day('2026-10-26') }, '2026-11-01', '2026-11-30', []],
    ['weekly, starting after the range', { date: day('2026-12-07'), repeatsWeekly: true }, '2026-11-01', '2026-11-30', []],
    // Sunday 25 October 2026 the clocks go back: the weekday stays the weekday.
    ['weekly across the DST change', { date: day('2026-10-18'), repeatsWeekly: true }, '2026-10-18', '2026-11-08', ['2026-10-18', '2026-10-25', '2026-11-01', '2026-11-08']],
  ])('%s', (_, shift, from, to, expected) => {
    expect(shiftDays(shift, from, to)).toEqual(expected)
  })

  it('sums planned minutes per day: a weekly plan, a dated extra shift and a plan that ends', () => {
    const plan: PlannedShift[] = [
      { date: day('2026-11-02'), repeatsWeekly: true, plannedHours: 8 },
      { date: day('2026-11-04'), repeatsWeekly: true, validUntil: day('2026-11-04'), plannedHours: 7.5 },
      { date: day('2026-11-09'), plannedHours: 2.25 },
    ]
    expect([...plannedMinutesByDay(plan, '2026-11-01', '2026-11-12')]).toEqual([
      ['2026-11-02', 480],
      ['2026-11-09', 615],
      ['2026-11-04', 450],
    ])
  })
})
