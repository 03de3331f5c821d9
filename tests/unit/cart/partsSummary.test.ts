import { describe, expect, it } from '@jest/globals'

import { describeParts, isOnlinePayment } from '@/src/domain/cart'
import type { Product } from '@/src/domain/products/types'

const burger: Product = {
  id: 1,
  name: 'Burger',
  type: 'configurable',
  config: {
    parts: [
      { name: 'Brot', type: 'select' },
      { name: 'Extras', type: 'multiselect', optional: true },
      { name: 'Foto', type: 'images' },
      { name: 'Wünsche', type: 'textarea', optional: true },
    ],
  },
}

describe('describeParts', () => {
  it.each([
    ['every kind of part', ['Vollkorn', ['Käse', 'Speck'], [{ id: 1 }, { id: 2 }], 'Ohne Zwiebel'], 'Brot: Vollkorn; Extras: Käse, Speck; Foto: 2 Dateien; Wünsche: Ohne Zwiebel'],
    ['empty parts are left out', ['Brioche', [], [{ id: 3 }], '  '], 'Brot: Brioche; Foto: 1 Datei'],
    ['no configuration', [], ''],
  ])('%s', (_, parts, expected) => expect(describeParts({ product: burger, parts: parts as never })).toBe(expected))

  it('describes nothing for a simple product', () => {
    expect(describeParts({ product: { id: 2, name: 'Bier', type: 'simple' }, parts: ['x'] })).toBe('')
  })
})

describe('isOnlinePayment', () => {
  it.each([['mollie', true], ['datatrans', true], ['cash', false], ['atm-card', false], [null, false]])('%s → %s', (method, expected) =>
    expect(isOnlinePayment(method)).toBe(expected),
  )
})
