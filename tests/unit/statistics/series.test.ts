import { describe, expect, it } from '@jest/globals'

import { timeSeries } from '@/src/domain/statistics'

const DAYS = ['2026-03-28', '2026-03-29', '2026-03-30']

describe('timeSeries', () => {
  it('fills the days without a row with 0 and adds up the total', () => {
    expect(timeSeries(DAYS, [{ period: '2026-03-28', value: '3' }, { period: '2026-03-30', value: 2 }])).toEqual({
      data: [
        { period: '2026-03-28', value: 3 },
        { period: '2026-03-29', value: 0 },
        { period: '2026-03-30', value: 2 },
      ],
      total: 5,
    })
  })

  it('takes the total from the row without period (distinct visitors of the range are fewer than the days’ sum)', () => {
    const series = timeSeries(DAYS, [
      { period: '2026-03-28', value: '2' },
      { period: '2026-03-29', value: '2' },
      { period: null, value: '3' },
    ])
    expect(series.total).toBe(3)
  })

  it('rounds money half-up to cents from exact sums: 12.90 + 0.10 + 0.005 is 13.01, not 13.00', () => {
    const series = timeSeries(DAYS, [
      { period: '2026-03-28', value: '12.9000' },
      { period: '2026-03-29', value: '0.105' },
      { period: null, value: '13.005' },
    ], 2)
    expect(series.data.map((point) => point.value)).toEqual([12.9, 0.11, 0])
    expect(series.total).toBe(13.01)
  })

  it('is all zeros for a range without data', () => {
    expect(timeSeries(DAYS, [])).toEqual({ data: DAYS.map((period) => ({ period, value: 0 })), total: 0 })
  })

  it('ignores rows outside the periods', () => {
    expect(timeSeries(['2026-03-28'], [{ period: '2026-03-27', value: '9' }]).data).toEqual([{ period: '2026-03-28', value: 0 }])
  })
})
