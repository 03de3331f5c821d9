import { describe, expect, it } from '@jest/globals'

import { amountText, quantityText, unitChoices } from '@/src/domain/quantity/unitChoices'

describe('unitChoices: base unit first, then each alternative unit once', () => {
  it('piece only', () => expect(unitChoices({ unit: 'amount' })).toEqual(['amount']))
  it('no unit counts as piece', () => expect(unitChoices({})).toEqual(['amount']))
  it('kg with piece as alternative', () =>
    expect(unitChoices({ unit: 'kg', alternativeUnits: [{ unit: 'amount', ratio: 0.25 }] })).toEqual(['kg', 'amount']))
  it('duplicates are dropped', () =>
    expect(unitChoices({ unit: 'kg', alternativeUnits: [{ unit: 'kg', ratio: 1 }, { unit: 'g', ratio: 0.001 }] })).toEqual(['kg', 'g']))
})

describe('amountText and quantityText: German notation without trailing zeros', () => {
  it.each<[number | string, string]>([
    [2, '2'],
    [0.25, '0,25'],
    ['1.5', '1,5'],
    [0.125, '0,125'],
    [1000, '1.000'],
  ])('%s → %s', (amount, text) => expect(amountText(amount)).toBe(text))
  it('with the unit label', () => {
    expect(quantityText(2, 'amount')).toBe('2 Stk.')
    expect(quantityText(0.25, 'kg')).toBe('0,25 kg')
  })
})
