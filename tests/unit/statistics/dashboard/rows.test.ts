import { describe, expect, it } from '@jest/globals'

import { daysText, isEmptyChart, periodText, periodTick, seriesRows, weekdayRows } from '@/src/domain/statistics/dashboard/rows'

describe('periodText and periodTick', () => {
  it.each([
    ['2026-11-01', '01.11.2026', '01.11.'],
    ['2026-03-29T02', '29.03.2026, 02:00–03:00', '02:00'],
    ['2026-11-27T23', '27.11.2026, 23:00–24:00', '23:00'],
  ])('%s → %p, axis %p', (period, text, tick) => {
    expect(periodText(period)).toBe(text)
    expect(periodTick(period)).toBe(tick)
  })

  it('writes ranges of days', () => {
    expect(daysText({ from: '2026-11-01', to: '2026-11-30' })).toBe('01.11.2026 bis 30.11.2026')
    expect(daysText({ from: '2026-11-27', to: '2026-11-27' })).toBe('27.11.2026')
  })
})

describe('weekdayRows', () => {
  it('adds up the days of each weekday, Montag first, empty weekdays 0', () => {
    // 2026-11-16 is a Monday; the 23rd the next one.
    const series = {
      data: [
        { period: '2026-11-16', value: 4 },
        { period: '2026-11-17', value: 1 },
        { period: '2026-11-21', value: 6 },
        { period: '2026-11-22', value: 2 },
        { period: '2026-11-23', value: 3 },
      ],
      total: 16,
    }
    expect(weekdayRows(series).map((row) => [row.label, row.value])).toEqual([
      ['Montag', 7],
      ['Dienstag', 1],
      ['Mittwoch', 0],
      ['Donnerstag', 0],
      ['Freitag', 0],
      ['Samstag', 6],
      ['Sonntag', 2],
    ])
  })

  it('counts the hours of a short range for the weekday of their day', () => {
    const series = { data: [{ period: '2026-11-27T08', value: 2 }, { period: '2026-11-27T19', value: 5 }, { period: '2026-11-28T00', value: 1 }], total: 8 }
    const rows = weekdayRows(series)
    expect(rows[4]).toEqual({ key: '5', label: 'Freitag', value: 7 })
    expect(rows[5]).toEqual({ key: '6', label: 'Samstag', value: 1 })
  })
})

describe('isEmptyChart', () => {
  it('is empty without rows or with only zeros', () => {
    expect(isEmptyChart([])).toBe(true)
    expect(isEmptyChart(seriesRows({ data: [{ period: '2026-11-01', value: 0 }], total: 0 }))).toBe(true)
    expect(isEmptyChart(seriesRows({ data: [{ period: '2026-11-01', value: 0.5 }], total: 0.5 }))).toBe(false)
  })
})
