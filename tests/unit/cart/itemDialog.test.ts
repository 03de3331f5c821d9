import { describe, expect, it } from '@jest/globals'

import { type ItemDialogState, itemDialogState, partIndexesOfStep } from '@/src/domain/cart/itemDialog'
import type { ConfigurablePart, Product } from '@/src/domain/products/types'
import type { PartValue } from '@/src/domain/cart/types'

const parts: ConfigurablePart[] = [
  { name: 'Brot', type: 'select', options: [{ name: 'Weiß' }, { name: 'Vollkorn' }] },
  { name: 'Extras', type: 'multiselect', optional: true, options: [{ name: 'Käse' }, { name: 'Ei' }] },
  { name: 'Hinweis', type: 'text' },
]
const stepByStep: Product = { id: 1, name: 'Sandwich', type: 'configurable', isStepByStep: true, config: { parts } }
const allAtOnce: Product = { ...stepByStep, isStepByStep: false }
const simple: Product = { id: 2, name: 'Cola', type: 'simple' }

const complete: PartValue[] = ['Vollkorn', [], 'ohne Butter']

describe('itemDialogState, step-by-step (one part per step)', () => {
  it.each<[string, PartValue[], number, number, ItemDialogState]>([
    ['step 0, select not chosen: cannot go forward, can cancel', [], 1, 0,
      { stepCount: 3, canGoForward: false, canGoBack: false, canCancel: true, canSave: false }],
    ['step 0, select chosen: forward', ['Weiß'], 1, 0,
      { stepCount: 3, canGoForward: true, canGoBack: false, canCancel: true, canSave: false }],
    ['step 1, optional part empty: forward and back, no cancel', ['Weiß', []], 1, 1,
      { stepCount: 3, canGoForward: true, canGoBack: true, canCancel: false, canSave: false }],
    ['last step, text empty: no forward, no save', ['Weiß', [], ''], 1, 2,
      { stepCount: 3, canGoForward: false, canGoBack: true, canCancel: false, canSave: false }],
    ['last step, complete: save, no forward (no steps remain)', complete, 1, 2,
      { stepCount: 3, canGoForward: false, canGoBack: true, canCancel: false, canSave: true }],
    ['step 0 of a complete item: save offered on any step', complete, 1, 0,
      { stepCount: 3, canGoForward: true, canGoBack: false, canCancel: true, canSave: true }],
    ['complete parts but amount 0: no save', complete, 0, 2,
      { stepCount: 3, canGoForward: false, canGoBack: true, canCancel: false, canSave: false }],
  ])('%s', (_, values, amount, step, expected) =>
    expect(itemDialogState(stepByStep, values, amount, step)).toEqual(expected),
  )
})

describe('itemDialogState without step-by-step: one step with every part', () => {
  it.each<[string, Product, PartValue[], number, ItemDialogState]>([
    ['configurable, incomplete', allAtOnce, ['Weiß'], 1,
      { stepCount: 1, canGoForward: false, canGoBack: false, canCancel: true, canSave: false }],
    ['configurable, complete', allAtOnce, complete, 2,
      { stepCount: 1, canGoForward: false, canGoBack: false, canCancel: true, canSave: true }],
    ['simple product', simple, [], 1,
      { stepCount: 1, canGoForward: false, canGoBack: false, canCancel: true, canSave: true }],
    ['step-by-step flag on a simple product is ignored', { ...simple, isStepByStep: true }, [], 1,
      { stepCount: 1, canGoForward: false, canGoBack: false, canCancel: true, canSave: true }],
  ])('%s', (_, product, values, amount, expected) => expect(itemDialogState(product, values, amount, 0)).toEqual(expected))
})

describe('partIndexesOfStep', () => {
  it.each<[string, Product, number, number[]]>([
    ['step-by-step step 0', stepByStep, 0, [0]],
    ['step-by-step step 2', stepByStep, 2, [2]],
    ['step-by-step past the end', stepByStep, 3, []],
    ['all at once on step 0', allAtOnce, 0, [0, 1, 2]],
    ['simple product', simple, 0, []],
  ])('%s', (_, product, step, expected) => expect(partIndexesOfStep(product, step)).toEqual(expected))
})
