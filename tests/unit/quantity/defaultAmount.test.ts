import { describe, expect, it } from '@jest/globals'

import { type AmountInUnit, defaultAmount } from '@/src/domain/quantity/defaultAmount'
import type { Product } from '@/src/domain/products/types'

const product = (fields: Partial<Product>): Product => ({ id: 7, name: 'Hydraulikpumpe', ...fields })
const cheese = product({
  unit: 'kg',
  minimumQuantity: 0.2,
  quantityStepSize: 0.1,
  alternativeUnits: [{ unit: 'amount', ratio: 0.25, minimumQuantity: 2, quantityStepSize: 1 }],
})

describe('defaultAmount in the ordering storefront', () => {
  it.each<[string, Product, AmountInUnit]>([
    ['no defaults: the minimum in the base unit', cheese, { amount: 0.2, unit: 'kg' }],
    ['defaultQuantity and defaultUnit', { ...cheese, defaultQuantity: 3, defaultUnit: 'amount' }, { amount: 3, unit: 'amount' }],
    ['only defaultQuantity: in the base unit', { ...cheese, defaultQuantity: 0.5 }, { amount: 0.5, unit: 'kg' }],
    ['only defaultUnit: that unit’s minimum', { ...cheese, defaultUnit: 'amount' }, { amount: 2, unit: 'amount' }],
    ['defaultUnit of the base family: converted minimum', { ...cheese, defaultUnit: 'g' }, { amount: 200, unit: 'g' }],
    ['default quantity off the grid (stored as a string) is snapped', { ...cheese, defaultQuantity: '0.45' }, { amount: 0.5, unit: 'kg' }],
    ['unusable defaultUnit falls back to the base unit', { ...cheese, defaultUnit: 'l' }, { amount: 0.2, unit: 'kg' }],
    ['no unit and no limits: one piece', product({}), { amount: 1, unit: 'amount' }],
  ])('%s', (_, item, expected) => expect(defaultAmount(item)).toEqual(expected))
})

describe('defaultAmount in the parts shop: minimumQuantity unless both defaults are set', () => {
  const packed = product({ unit: 'amount', minimumQuantity: 50, quantityStepSize: 50 })
  it.each<[string, Product, AmountInUnit]>([
    ['minimumQuantity', packed, { amount: 50, unit: 'amount' }],
    ['both defaults set', { ...packed, defaultQuantity: 150, defaultUnit: 'amount' }, { amount: 150, unit: 'amount' }],
    ['both defaults set, defaultUnit of the base family', product({ unit: 'm', minimumQuantity: 1, defaultQuantity: 250, defaultUnit: 'cm' }), { amount: 300, unit: 'cm' }],
    ['only defaultQuantity: ignored', { ...packed, defaultQuantity: 100 }, { amount: 50, unit: 'amount' }],
    ['only defaultUnit: ignored', { ...cheese, defaultUnit: 'amount' }, { amount: 0.2, unit: 'kg' }],
  ])('%s', (_, item, expected) => expect(defaultAmount(item, 'partsShop')).toEqual(expected))
})
