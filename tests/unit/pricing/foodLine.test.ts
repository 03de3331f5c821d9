import { describe, expect, it } from '@jest/globals'

import { priceFoodLine } from '@/src/domain/pricing/foodLine'
import { lineCalculationModel } from '@/src/domain/pricing/lineUnit'
import type { CalculationModel } from '@/src/domain/units/types'
import type { CartItem } from '@/src/domain/cart/types'
import type { DeliveryMode } from '@/src/domain/delivery/types'

import { cheese, line, pizza, wine } from './fixtures'

describe('priceFoodLine', () => {
  it.each<[string, CartItem, DeliveryMode, object]>([
    [
      'two pizzas for delivery at 20 %',
      line(pizza, 2),
      'delivery',
      { unitPriceGross: 9.9, totalGross: 19.8, totalNet: 16.5, totalTax: 3.3, taxRate: 20 },
    ],
    [
      'the same pizzas for takeaway at 10 %',
      line(pizza, 2),
      'takeaway',
      { totalGross: 19.8, totalNet: 18, totalTax: 1.8, taxRate: 10 },
    ],
    [
      'a configured pizza (overwrite then add) times 3',
      line(pizza, 3, { parts: ['Familie', '', ['Käse']] }),
      'dineIn',
      { unitPriceGross: 21.4, totalGross: 64.2, totalNet: 58.3636, totalTax: 5.8364, taxRate: 10 },
    ],
    [
      '12.00 gross at 20 % is 10.0000 net',
      line({ ...wine, price: 12 }, 1),
      'delivery',
      { totalGross: 12, totalNet: 10, totalTax: 2 },
    ],
    [
      'amount with a decimal comma in kg',
      line(cheese, '1,5', { unit: 'kg' }),
      'takeaway',
      { amount: 1.5, baseAmount: 1.5, totalGross: 36, totalNet: 32.7273, totalTax: 3.2727 },
    ],
    [
      'grams of a kilogram product',
      line(cheese, 300, { unit: 'g' }),
      'takeaway',
      { baseAmount: 0.3, unit: 'g', baseUnit: 'kg', totalGross: 7.2, calculationModel: 'fixed', calculationLabel: 'Exakt' },
    ],
    [
      'alternative unit: 3 pieces of 0.25 kg',
      line(cheese, 3, { unit: 'amount' }),
      'takeaway',
      { baseAmount: 0.75, unitPriceGross: 24, totalGross: 18, calculationModel: 'approximate', calculationLabel: 'ca.', isUnitConvertible: true },
    ],
    [
      'a unit that cannot be converted is priced 0 and flagged',
      line(cheese, 2, { unit: 'l' }),
      'takeaway',
      { baseAmount: 0, totalGross: 0, isUnitConvertible: false },
    ],
    ['a negative amount counts as 0', line(wine, -2), 'delivery', { amount: 0, totalGross: 0 }],
    ['a unit price of 0.125 € shows as 0.13', line({ ...wine, price: 0.125 }, 1), 'delivery', { unitPriceGross: 0.13, totalGross: 0.13 }],
  ])('%s', (_, item, mode, expected) => expect(priceFoodLine(item, mode)).toMatchObject(expected))

  it('rounds only at the end: 7 × 0.125 = 0.875 → 0.88', () => {
    expect(priceFoodLine(line({ ...wine, price: 0.125 }, 7), 'delivery').totalGross).toBe(0.88)
  })

  it('names the product', () => {
    expect(priceFoodLine(line(wine, 1), 'dineIn')).toMatchObject({ productId: 3, name: 'Grüner Veltliner', unit: 'amount' })
  })
})

describe('lineCalculationModel', () => {
  it.each<[string, CartItem, CalculationModel]>([
    ['base unit uses the product model', line(cheese, 1, { unit: 'kg' }), 'fixed'],
    ['same family as the base uses the product model', line(cheese, 100, { unit: 'g' }), 'fixed'],
    ['alternative unit uses its own model', line(cheese, 1, { unit: 'amount' }), 'approximate'],
    ['product model minimum', line({ ...wine, calculationModel: 'minimum' }, 1), 'minimum'],
    ['no model set is fixed', line(wine, 1), 'fixed'],
    [
      'alternative without a model falls back to the product',
      line({ ...cheese, calculationModel: 'minimum', alternativeUnits: [{ unit: 'amount', ratio: 0.25 }] }, 1, { unit: 'amount' }),
      'minimum',
    ],
  ])('%s', (_, item, expected) => expect(lineCalculationModel(item)).toBe(expected))
})
