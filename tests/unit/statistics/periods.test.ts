import { describe, expect, it } from '@jest/globals'

import { periodLabel, periodsOf, statisticsRange, type StatisticsRange } from '@/src/domain/statistics'

const range = (from: string, to: string): StatisticsRange => {
  const parsed = statisticsRange({ from, to })
  if (!parsed.ok) throw new Error('bad range')
  return parsed.value
}
const hoursOf = (period: { start: Date; end: Date }) => (period.end.getTime() - period.start.getTime()) / 3_600_000

describe('periodsOf', () => {
  it('per day: every Vienna day of the range, 23 hours on the spring change, 25 on the autumn change', () => {
    const days = periodsOf(range('2026-03-28', '2026-03-30'))
    expect(days.map((day) => day.period)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30'])
    expect(days.map(hoursOf)).toEqual([24, 23, 24])
    expect(days[1].start.toISOString()).toBe('2026-03-28T23:00:00.000Z')
    expect(periodsOf(range('2026-10-24', '2026-10-26')).map(hoursOf)).toEqual([24, 25, 24])
  })

  it('per hour on 2026-03-29: 23 hours, 02:00 does not exist', () => {
    const hours = periodsOf(range('2026-03-29', '2026-03-29'))
    expect(hours).toHaveLength(23)
    expect(hours.slice(0, 3).map((hour) => hour.period)).toEqual(['2026-03-29T00', '2026-03-29T01', '2026-03-29T03'])
    expect(hours.at(-1)?.period).toBe('2026-03-29T23')
    expect(hours.every((hour) => hoursOf(hour) === 1)).toBe(true)
  })

  it('per hour on 2026-10-25: the repeated 02:00 is one bucket of two hours', () => {
    const hours = periodsOf(range('2026-10-25', '2026-10-25'))
    expect(hours).toHaveLength(24)
    const two = hours.find((hour) => hour.period === '2026-10-25T02')!
    expect([two.start.toISOString(), two.end.toISOString()]).toEqual(['2026-10-25T00:00:00.000Z', '2026-10-25T02:00:00.000Z'])
    expect(hours.map(hoursOf).reduce((a, b) => a + b, 0)).toBe(25)
  })

  it('per hour over two days: 48 buckets, no gap and no overlap', () => {
    const hours = periodsOf(range('2026-06-01', '2026-06-02'))
    expect(hours).toHaveLength(48)
    for (let index = 1; index < hours.length; index++) expect(hours[index].start).toEqual(hours[index - 1].end)
  })
})

describe('periodLabel', () => {
  it.each([
    ['2026-03-29T00:59:00Z', 'hour', '2026-03-29T01'],
    ['2026-03-29T01:00:00Z', 'hour', '2026-03-29T03'],
    ['2026-10-25T00:30:00Z', 'hour', '2026-10-25T02'],
    ['2026-10-25T01:30:00Z', 'hour', '2026-10-25T02'],
    ['2026-10-24T22:30:00Z', 'day', '2026-10-25'],
  ] as const)('%s per %s → %s', (at, granularity, expected) => expect(periodLabel(new Date(at), granularity)).toBe(expected))
})
