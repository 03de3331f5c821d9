import { describe, expect, it } from '@jest/globals'

import { round2, round4, roundTo } from '@/src/domain/money/round'

describe('round2: half-up, away from zero at .5', () => {
  it.each<[unknown, number]>([
    [0.125, 0.13],
    [2.345, 2.35],
    [-0.125, -0.13],
    [1.005, 1.01],
    [0.124999, 0.12],
    [10, 10],
    ['2,345', 2.35],
    ['abc', 0],
    [-0.001, 0],
  ])('%p → %p', (value, expected) => expect(round2(value)).toBe(expected))

  it('never returns negative zero', () => expect(Object.is(round2(-0.001), 0)).toBe(true))
})

describe('round4 (line net and tax)', () => {
  it.each<[unknown, number]>([
    [8.33333333, 8.3333],
    [0.00005, 0.0001],
    [-0.00005, -0.0001],
    [1.23456, 1.2346],
    [10 / 1.2, 8.3333],
  ])('%p → %p', (value, expected) => expect(round4(value)).toBe(expected))
})

describe('roundTo', () => {
  it.each<[unknown, number, number]>([
    [1.5, 0, 2],
    [-1.5, 0, -2],
    [2.5, 0, 3],
    [0.0449, 3, 0.045],
  ])('%p to %p places → %p', (value, places, expected) => expect(roundTo(value, places)).toBe(expected))
})
