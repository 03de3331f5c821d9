import { describe, expect, it } from '@jest/globals'

import { rankedList, shareOf } from '@/src/domain/statistics'

describe('rankedList', () => {
  it('adds up equal keys, ranks largest first and gives each its share of the total', () => {
    expect(
      rankedList([
        { key: 'chrome', label: 'Chrome', count: '3' },
        { key: 'firefox', label: 'Firefox', count: '2' },
        { key: 'chrome', label: 'Chrome', count: 2 },
        { key: 'safari', label: 'Safari', count: '3' },
      ]),
    ).toEqual({
      data: [
        { key: 'chrome', label: 'Chrome', count: 5, share: 0.5 },
        { key: 'safari', label: 'Safari', count: 3, share: 0.3 },
        { key: 'firefox', label: 'Firefox', count: 2, share: 0.2 },
      ],
      total: 10,
    })
  })

  it('breaks ties by the German label', () => {
    const list = rankedList([
      { key: 'z', label: 'Zipfer', count: 1 },
      { key: 'a', label: 'Äpfel', count: 1 },
      { key: 'b', label: 'Birnen', count: 1 },
    ])
    expect(list.data.map((entry) => entry.label)).toEqual(['Äpfel', 'Birnen', 'Zipfer'])
    expect(list.data.map((entry) => entry.share)).toEqual([0.3333, 0.3333, 0.3333])
  })

  it('keeps the given order when asked (hours of the day)', () => {
    const list = rankedList([{ key: '00', label: '00:00–01:00', count: 0 }, { key: '01', label: '01:00–02:00', count: 4 }], { order: 'given' })
    expect(list.data.map((entry) => entry.key)).toEqual(['00', '01'])
  })

  it('shows at most `limit` entries; the total still counts all', () => {
    const list = rankedList([{ key: 'a', label: 'A', count: 6 }, { key: 'b', label: 'B', count: 3 }, { key: 'c', label: 'C', count: 1 }], { limit: 2 })
    expect(list.data.map((entry) => [entry.key, entry.share])).toEqual([['a', 0.6], ['b', 0.3]])
    expect(list.total).toBe(10)
  })

  it('rounds hours to two decimals, the total from the exact sum', () => {
    const list = rankedList([{ key: 'work', label: 'Arbeitszeit', count: '7.505' }, { key: 'break', label: 'Pause', count: '0.5' }], { decimals: 2 })
    expect(list.data.map((entry) => entry.count)).toEqual([7.51, 0.5])
    expect(list.total).toBe(8.01)
  })

  it('answers an empty list with total 0', () => {
    expect(rankedList([])).toEqual({ data: [], total: 0 })
  })
})

describe('shareOf', () => {
  it.each([
    [1, 3, 0.3333],
    [2, 3, 0.6667],
    [0, 5, 0],
    [5, 0, 0],
    ['12.9', '25.8', 0.5],
  ])('%p of %p → %p', (count, total, expected) => expect(shareOf(count, total)).toBe(expected))
})
