import { describe, expect, it } from '@jest/globals'

import { holidayBalance, publicHolidays, vacationDaysByDay, type Shift } from '@/src/domain/timeClock'

const vacation = (start: string, end: string): Shift => ({ start: new Date(start), end: new Date(end), pauses: [] })

/**
 * Vienna, CET (UTC+1) in December 2026. Eight hours planned Monday to Friday in the week of
 * 21 December; Friday 25 December is Christmas Day, Saturday 26 December St Stephen's Day.
 */
const PLANNED = new Map(['2026-12-21', '2026-12-22', '2026-12-23', '2026-12-24', '2026-12-25'].map((day) => [day, 480]))
const HOLIDAYS = publicHolidays(2026, '9')

describe('vacation days', () => {
  it('counts a whole week as one activity: five working days, the holiday and the weekend free', () => {
    // Monday 21 December 00:00 to Monday 28 December 00:00
    const days = vacationDaysByDay([vacation('2026-12-20T23:00:00Z', '2026-12-27T23:00:00Z')], PLANNED, HOLIDAYS)
    expect([...days]).toEqual([['2026-12-21', 1], ['2026-12-22', 1], ['2026-12-23', 1], ['2026-12-24', 1]])
  })

  it('counts a morning off on an eight-hour day as half a day, and a day without a plan against eight hours', () => {
    const days = vacationDaysByDay(
      [
        vacation('2026-12-22T07:00:00Z', '2026-12-22T11:00:00Z'), // 4 of 8 planned hours
        vacation('2026-12-30T07:00:00Z', '2026-12-30T15:00:00Z'), // Wednesday, nothing planned: 8 of 8
        vacation('2026-12-31T07:00:00Z', '2026-12-31T09:00:00Z'), // 2 of 8: rounds to half a day
      ],
      PLANNED,
      HOLIDAYS,
    )
    expect([...days]).toEqual([['2026-12-22', 0.5], ['2026-12-30', 1], ['2026-12-31', 0.5]])
  })

  it('splits the year into taken (up to today) and planned, against the entitlement', () => {
    const days = new Map([['2025-12-31', 1], ['2026-03-02', 1], ['2026-03-03', 0.5], ['2026-08-10', 1], ['2026-08-11', 1]])
    expect(holidayBalance(2026, 25, days, '2026-03-03')).toEqual({ year: 2026, entitlement: 25, taken: 1.5, planned: 2, remaining: 21.5 })
  })
})
