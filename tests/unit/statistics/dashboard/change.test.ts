import { describe, expect, it } from '@jest/globals'

import { formatChange, percentChange } from '@/src/domain/statistics/dashboard/change'

describe('percentChange', () => {
  it.each([
    [100, 80, 25],
    [90, 120, -25],
    [4, 3, 33.3],
    [2, 3, -33.3],
    [0, 50, -100],
    [1, 8, -87.5],
    [218.5, 174.8, 25],
    [0.3, 0.1, 200],
    [12, 12, 0],
    [0, 0, 0],
  ])('%p after %p is %p %', (current, previous, expected) => expect(percentChange(current, previous)).toBe(expected))

  it.each([
    [5, 0],
    [null, 5],
    [5, null],
    [undefined, 5],
  ])('%p after %p has no comparison', (current, previous) => expect(percentChange(current, previous)).toBeNull())
})

describe('formatChange', () => {
  it.each([
    [25, '+25,0 %'],
    [-33.3, '−33,3 %'],
    [1234.5, '+1.234,5 %'],
    [0, '±0,0 %'],
    [null, '–'],
  ])('%p → %p', (change, text) => expect(formatChange(change)).toBe(text))
})
