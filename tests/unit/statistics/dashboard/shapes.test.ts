import { describe, expect, it } from '@jest/globals'

import { readRankedList, readTimeSeries } from '@/src/domain/statistics/dashboard/shapes'

describe('readTimeSeries', () => {
  it('reads the series of the revenue example of docs/api.md (the tax split is not part of it)', () => {
    const answer = { data: [{ period: '2026-10-23', value: 38.7 }, { period: '2026-10-24', value: 0 }], total: 218.5, byTaxRate: [] }
    expect(readTimeSeries(answer)).toEqual({ data: answer.data, total: 218.5 })
  })

  it.each([
    ['nothing', null],
    ['an error answer', { errors: [{ message: 'Diese Statistik gibt es nicht.' }] }],
    ['a ranked list', { data: [{ key: 'chrome', label: 'Chrome', count: 1, share: 1 }], total: 1 }],
    ['a value as text', { data: [{ period: '2026-10-23', value: '38.7' }], total: 38.7 }],
    ['no total', { data: [] }],
  ])('refuses %s', (_, value) => expect(readTimeSeries(value)).toBeNull())
})

describe('readRankedList', () => {
  it('reads a ranked list', () => {
    const answer = { data: [{ key: 'chrome', label: 'Chrome', count: 2, share: 0.6667 }], total: 3 }
    expect(readRankedList(answer)).toEqual(answer)
  })

  it.each([
    ['a time series', { data: [{ period: '2026-10-23', value: 1 }], total: 1 }],
    ['an entry without share', { data: [{ key: 'chrome', label: 'Chrome', count: 2 }], total: 2 }],
    ['a string', 'Diese Statistik gibt es nicht.'],
  ])('refuses %s', (_, value) => expect(readRankedList(value)).toBeNull())
})
