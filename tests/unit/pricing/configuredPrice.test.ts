import { describe, expect, it } from '@jest/globals'

import { configuredUnitPrice } from '@/src/domain/pricing/configuredPrice'
import type { PartValue } from '@/src/domain/cart/types'
import type { Product } from '@/src/domain/products/types'

import { pizza, sizePart, toppingsPart } from './fixtures'

describe('configuredUnitPrice: base price, then options in part order and option order', () => {
  it.each<[string, PartValue[] | null, number]>([
    ['no parts chosen: base price', null, 9.9],
    ['add 0', ['Normal', '', []], 9.9],
    ['overwrite', ['Klein', '', []], 7.5],
    ['overwrite followed by add', ['Familie', '', ['Käse']], 21.4],
    ['overwrite then two adds and a subtract', ['Klein', 'ohne Zwiebel', ['Käse', 'Schinken', 'Ohne Sauce']], 10.5],
    ['option order is the product\'s, not the click order', ['Klein', '', ['Ohne Sauce', 'Käse']], 8.5],
    ['a select counts one option only', [['Klein', 'Familie'], '', []], 7.5],
    ['the same multiselect option counts once', ['Normal', '', ['Käse', 'Käse']], 11.4],
    ['unknown option names are ignored', ['Riesig', '', ['Trüffel']], 9.9],
    ['an option without a value changes nothing', ['Normal', '', ['Gratis']], 9.9],
    ['text parts never change the price', [null, 'Familie', null], 9.9],
  ])('%s → %p', (_, parts, expected) => expect(configuredUnitPrice(pizza, parts)).toBe(expected))

  it('a later overwrite replaces earlier additions', () => {
    const product: Product = {
      ...pizza,
      config: { parts: [toppingsPart, sizePart] },
    }
    expect(configuredUnitPrice(product, [['Käse', 'Schinken'], 'Klein'])).toBe(7.5)
  })

  it.each<[string, PartValue[], number]>([
    ['subtracting below zero is clamped to 0', [['Rabatt']], 0],
    ['an add after going negative still ends at 0 when the sum is negative', [['Rabatt', 'Topping']], 0],
    ['an add that lifts the sum above 0 counts', [['Rabatt', 'Großes Topping']], 1],
  ])('%s', (_, parts, expected) => {
    const cheap: Product = {
      id: 9,
      name: 'Gebäck',
      price: 2,
      config: {
        parts: [
          {
            name: 'Optionen',
            type: 'multiselect',
            options: [
              { name: 'Rabatt', modifier: 'subtract', value: 5 },
              { name: 'Topping', modifier: 'add', value: 1 },
              { name: 'Großes Topping', modifier: 'add', value: 4 },
            ],
          },
        ],
      },
    }
    expect(configuredUnitPrice(cheap, parts)).toBe(expected)
  })

  it('a modifier-less option adds', () => {
    const product: Product = { id: 5, name: 'Bowl', price: 8, config: { parts: [{ name: 'Extra', type: 'select', options: [{ name: 'Ei', value: '1,2' }] }] } }
    expect(configuredUnitPrice(product, ['Ei'])).toBe(9.2)
  })
})
