import { describe, expect, it } from '@jest/globals'

import { changeUnit } from '@/src/domain/quantity/changeUnit'
import { limitsForUnit } from '@/src/domain/quantity/unitLimits'
import type { Product } from '@/src/domain/products/types'
import type { QuantityLimits } from '@/src/domain/quantity/types'
import type { UnitName } from '@/src/domain/units/types'

// Cheese sold by the kilogram (0.1 kg steps from 0.2 kg up to 5 kg); also by the piece of 250 g
// (1 to 8 pieces).
const cheese: Product = {
  id: 1,
  name: 'Bergkäse',
  unit: 'kg',
  minimumQuantity: 0.2,
  maximumQuantity: 5,
  quantityStepSize: 0.1,
  alternativeUnits: [{ unit: 'amount', ratio: 0.25, minimumQuantity: 1, maximumQuantity: 8, quantityStepSize: 1 }],
}

// Wine sold by the bottle; also by the litre through an alternative unit of 0.75 l without limits.
const wine: Product = { id: 2, name: 'Grüner Veltliner', unit: 'amount', alternativeUnits: [{ unit: 'l', ratio: 1 / 0.75 }] }

describe('limitsForUnit: the limits in effect for a unit', () => {
  it.each<[string, Product, UnitName, QuantityLimits]>([
    ['base unit: the product limits', cheese, 'kg', { minimumQuantity: 0.2, maximumQuantity: 5, quantityStepSize: 0.1 }],
    ['alternative unit: its own limits', cheese, 'amount', { minimumQuantity: 1, maximumQuantity: 8, quantityStepSize: 1 }],
    ['unit of the base family: product limits converted by factors', cheese, 'g', { minimumQuantity: 200, maximumQuantity: 5000, quantityStepSize: 100 }],
    ['dag', cheese, 'dag', { minimumQuantity: 20, maximumQuantity: 500, quantityStepSize: 10 }],
    ['alternative unit without limits: defaults', wine, 'l', { minimumQuantity: 1, maximumQuantity: null, quantityStepSize: 1 }],
    ['unit of an alternative family: converted defaults', wine, 'cl', { minimumQuantity: 100, maximumQuantity: null, quantityStepSize: 100 }],
  ])('%s', (_, product, unit, expected) => expect(limitsForUnit(product, unit)).toEqual(expected))
})

describe('changeUnit: convert, then re-snap on the target unit', () => {
  it.each<[string, Product, number | string, UnitName, UnitName, number]>([
    ['1,5 kg → 1500 g', cheese, '1,5', 'kg', 'g', 1500],
    ['0.3 kg → 300 g', cheese, 0.3, 'kg', 'g', 300],
    ['1500 g → 1.5 kg', cheese, 1500, 'g', 'kg', 1.5],
    ['1 kg → 4 pieces via the alternative ratio', cheese, 1, 'kg', 'amount', 4],
    ['0.6 kg → 2.4 pieces snaps up to 3', cheese, 0.6, 'kg', 'amount', 3],
    ['5 kg → 20 pieces clamps to the alternative maximum 8', cheese, 5, 'kg', 'amount', 8],
    ['3 pieces → 0.75 kg snaps up to 0.8 kg', cheese, 3, 'amount', 'kg', 0.8],
    ['2 pieces → 500 g', cheese, 2, 'amount', 'g', 500],
    ['no connecting unit gives the minimum of the limits in effect', cheese, 1, 'kg', 'l', 0.2],
  ])('%s', (_, product, amount, from, to, expected) => expect(changeUnit(product, amount, from, to)).toBe(expected))
})
