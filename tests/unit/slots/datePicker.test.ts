import { describe, expect, it } from '@jest/globals'

import { availableDays } from '@/src/domain/slots/availability'
import { datePickerMonth, initialMonth, shiftMonth } from '@/src/domain/slots/datePicker'

import { at, shopClosedSunday, TZ } from './fixtures'

const now = at('2026-03-03T12:00')
const available = availableDays(shopClosedSunday, 'takeaway', now, TZ)
const march = datePickerMonth({ year: 2026, month: 3 }, available, now, TZ, '2026-03-05')
const dayOf = (date: string) => march.weeks.flatMap((w) => w.days).find((d) => d.date === date)

describe('datePickerMonth', () => {
  it('has a German title, KW and weekdays Mo to So', () => {
    expect(march).toMatchObject({ title: 'März 2026', weekLabel: 'KW', weekdays: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'] })
  })

  it('shows Monday-first weeks with ISO week numbers', () => {
    expect(march.weeks.map((w) => w.weekNumber)).toEqual([9, 10, 11, 12, 13, 14])
    expect(march.weeks[0].days.map((d) => d.date)).toEqual([
      '2026-02-23', '2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01',
    ])
  })

  it.each([
    ['a day of February is outside and disabled', '2026-02-28', { isOutsideMonth: true, isDisabled: true }],
    ['yesterday is past and disabled', '2026-03-02', { isPast: true, isDisabled: true, isToday: false }],
    ['today is selectable', '2026-03-03', { isToday: true, isPast: false, isAvailable: true, isDisabled: false }],
    ['the selected day', '2026-03-05', { isSelected: true, isDisabled: false }],
    ['a closed Sunday is unavailable', '2026-03-08', { isAvailable: false, isDisabled: true }],
    ['an April day of the last row is outside', '2026-04-05', { isOutsideMonth: true, isDisabled: true, day: 5 }],
  ])('%s', (_, date, expected) => expect(dayOf(date)).toMatchObject(expected))

  it.each([
    ['March: no way back, forward allowed', 3, false, true],
    ['April: both ways', 4, true, true],
    ['May holds the last day of the 90-day window', 5, true, false],
  ])('%s', (_, month, canGoBack, canGoForward) =>
    expect(datePickerMonth({ year: 2026, month }, available, now, TZ)).toMatchObject({ canGoBack, canGoForward }))

  it('names January Jänner', () => {
    expect(datePickerMonth({ year: 2027, month: 1 }, [], now, TZ).title).toBe('Jänner 2027')
  })
})

describe('month navigation', () => {
  it.each([
    [{ year: 2026, month: 12 }, 1, { year: 2027, month: 1 }],
    [{ year: 2026, month: 1 }, -1, { year: 2025, month: 12 }],
  ])('%o + %d', (ref, delta, expected) => expect(shiftMonth(ref, delta)).toEqual(expected))

  it.each<[string | null, string[], { year: number; month: number }]>([
    ['2026-04-15', available, { year: 2026, month: 4 }],
    [null, ['2026-05-02'], { year: 2026, month: 5 }],
    [null, [], { year: 2026, month: 3 }],
  ])('opens at %s', (selected, days, expected) => expect(initialMonth(selected, days, now, TZ)).toEqual(expected))
})
