import { describe, expect, it } from '@jest/globals'

import { menuPriceText } from '@/src/domain/pricing/menuPrice'
import type { Product } from '@/src/domain/products/types'

type Priced = Pick<Product, 'price' | 'isPriceHidden' | 'unit' | 'calculationModel'>

describe('menuPriceText: German price of a menu product with the calculation label and unit', () => {
  it.each<[string, Priced, string | null]>([
    ['piece, fixed', { price: 21.9, unit: 'amount' }, '21,90 €'],
    ['no unit counts as piece', { price: '5.2' }, '5,20 €'],
    ['approximate per kg', { price: 32, unit: 'kg', calculationModel: 'approximate' }, 'ca. 32,00 € / kg'],
    ['minimum per piece', { price: 4.2, unit: 'amount', calculationModel: 'minimum' }, 'ab 4,20 €'],
    ['per litre', { price: 14.9, unit: 'l' }, '14,90 € / l'],
    ['thousands', { price: 1234.5 }, '1.234,50 €'],
    ['hidden price', { price: 10, isPriceHidden: true }, null],
    ['no price', { price: null }, null],
  ])('%s', (_, product, expected) => expect(menuPriceText(product)).toBe(expected))

  it('uses the shop currency', () => expect(menuPriceText({ price: 3 }, 'CHF')).toBe('3,00 CHF'))
})
