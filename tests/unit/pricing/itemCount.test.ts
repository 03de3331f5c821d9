import { describe, expect, it } from '@jest/globals'

import { cartItemCount } from '@/src/domain/pricing/itemCount'
import type { CartItem } from '@/src/domain/cart/types'

import { cheese, line, pizza, wine } from './fixtures'

describe('cartItemCount: amounts of piece, pair and person; 1 per other line', () => {
  it.each<[string, CartItem[], number]>([
    ['empty cart', [], 0],
    ['pieces add their amount', [line(pizza, 2), line(wine, 3)], 5],
    ['kg counts 1', [line(cheese, 1.5, { unit: 'kg' })], 1],
    ['grams count 1', [line(cheese, 300, { unit: 'g' })], 1],
    ['pieces of a kg product add their amount', [line(cheese, 4, { unit: 'amount' })], 4],
    ['pair and person add their amount', [line({ ...wine, unit: 'pair' }, 2), line({ ...wine, unit: 'person' }, 6)], 8],
    ['serving and package count 1', [line({ ...wine, unit: 'serving' }, 3), line({ ...wine, unit: 'package' }, 2)], 2],
    ['mixed', [line(pizza, 2), line(cheese, 0.5, { unit: 'kg' }), line(wine, '3')], 6],
  ])('%s → %p', (_, items, expected) => expect(cartItemCount(items)).toBe(expected))
})
