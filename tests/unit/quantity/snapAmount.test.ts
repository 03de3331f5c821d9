import { describe, expect, it } from '@jest/globals'

import { effectiveLimits } from '@/src/domain/quantity/limits'
import { canDecrease, canIncrease, decrease, increase, snapAmount } from '@/src/domain/quantity/snapAmount'
import type { QuantityLimits } from '@/src/domain/quantity/types'

const pieces: QuantityLimits = { minimumQuantity: 2, maximumQuantity: 10, quantityStepSize: 2 }
const tenths: QuantityLimits = { minimumQuantity: 0.3, maximumQuantity: 2, quantityStepSize: 0.1 }
const fromDatabase: QuantityLimits = { minimumQuantity: '0.5', maximumQuantity: '5.00', quantityStepSize: '0.25' }
const offGridMaximum: QuantityLimits = { minimumQuantity: 1, maximumQuantity: 4.5, quantityStepSize: 1 }

describe('effectiveLimits: defaults', () => {
  it.each<[string, QuantityLimits | null, ReturnType<typeof effectiveLimits>]>([
    ['nothing set: step 1, minimum one step, unbounded', {}, { minimum: 1, maximum: null, step: 1 }],
    ['no limits object at all', null, { minimum: 1, maximum: null, step: 1 }],
    ['only a step: minimum is one step', { quantityStepSize: 0.5 }, { minimum: 0.5, maximum: null, step: 0.5 }],
    ['minimum 0 counts as missing', { minimumQuantity: 0, quantityStepSize: 0.1 }, { minimum: 0.1, maximum: null, step: 0.1 }],
    ['maximum 0 counts as unbounded', { maximumQuantity: 0 }, { minimum: 1, maximum: null, step: 1 }],
    ['step 0 counts as 1', { minimumQuantity: 3, quantityStepSize: 0 }, { minimum: 3, maximum: null, step: 1 }],
    ['numeric strings', fromDatabase, { minimum: 0.5, maximum: 5, step: 0.25 }],
    ['maximum below minimum is raised to it', { minimumQuantity: 5, maximumQuantity: 2 }, { minimum: 5, maximum: 5, step: 1 }],
  ])('%s', (_, limits, expected) => expect(effectiveLimits(limits)).toEqual(expected))
})

describe('snapAmount', () => {
  it.each<[string, string | number, QuantityLimits, number]>([
    ['below the minimum gives the minimum', 1, pieces, 2],
    ['exactly at the minimum stays', 2, pieces, 2],
    ['invalid input (0) gives the minimum', 'abc', pieces, 2],
    ['negative gives the minimum', -4, pieces, 2],
    ['exactly at the maximum stays', 10, pieces, 10],
    ['far above the maximum gives the maximum', 1000, pieces, 10],
    ['less than half a step above the minimum gives the minimum', 2.9, pieces, 2],
    ['exactly half a step above the minimum rounds up', 3, pieces, 4],
    ['more than half a step rounds up onto the grid', 4.1, pieces, 6],
    ['on the grid stays', 6, pieces, 6],
    ['comma input', '5,5', pieces, 6],
    ['0.1 steps from 0.3: two steps up is exactly 0.5', 0.5, tenths, 0.5],
    ['0.1 steps: 0.34 is under half a step, gives 0.3', 0.34, tenths, 0.3],
    ['0.1 steps: 0.35 is half a step, gives 0.4', 0.35, tenths, 0.4],
    ['0.1 steps: 0.41 rounds up to 0.5', 0.41, tenths, 0.5],
    ['0.1 steps: a float sum 0.7 + 0.1 = 0.7999999999999999 lands on 0.8', 0.7 + 0.1, tenths, 0.8],
    ['0.1 steps: 1.99 rounds up to 2 (the maximum)', 1.99, tenths, 2],
    ['numeric-string limits', 1.1, fromDatabase, 1.25],
    ['rounding up past an off-grid maximum gives the maximum', 4.2, offGridMaximum, 4.5],
    ['without limits: 0 gives 1', 0, {}, 1],
    ['without limits: 2.4 rounds up to 3', 2.4, {}, 3],
    ['without limits: no maximum', 1e6, {}, 1e6],
  ])('%s: %p → %p', (_, value, limits, expected) => expect(snapAmount(value, limits)).toBe(expected))
})

describe('increase and decrease by one step, snapped', () => {
  it('0.3 + 0.1 + 0.1 is exactly 0.5', () => {
    expect(increase(increase(0.3, tenths), tenths)).toBe(0.5)
  })

  it.each<[string, number, QuantityLimits, number, number]>([
    ['pieces in the middle', 4, pieces, 6, 2],
    ['at the minimum decrease stays at the minimum', 2, pieces, 4, 2],
    ['at the maximum increase stays at the maximum', 10, pieces, 10, 8],
    ['tenths', 0.8, tenths, 0.9, 0.7],
    ['off-grid maximum: up from 4 reaches 4.5, down from 4.5 goes to 4', 4, offGridMaximum, 4.5, 3],
  ])('%s', (_, amount, limits, up, down) => {
    expect(increase(amount, limits)).toBe(up)
    expect(decrease(amount, limits)).toBe(down)
  })

  it('decreasing from an off-grid maximum lands on the grid', () => expect(decrease(4.5, offGridMaximum)).toBe(4))
})

describe('decrease disabled at the minimum, increase at the maximum', () => {
  it.each<[string, number | string, QuantityLimits, boolean, boolean]>([
    ['at the minimum', 2, pieces, false, true],
    ['between', 6, pieces, true, true],
    ['at the maximum', 10, pieces, true, false],
    ['at the minimum as a string', '0,3', tenths, false, true],
    ['unbounded never disables increase', 1e9, {}, true, true],
  ])('%s', (_, amount, limits, down, up) => {
    expect(canDecrease(amount, limits)).toBe(down)
    expect(canIncrease(amount, limits)).toBe(up)
  })
})
