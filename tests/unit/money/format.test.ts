import { describe, expect, it } from '@jest/globals'

import { currencySymbol, formatMoney, formatNumber, formatPercentNumber } from '@/src/domain/money/format'

describe('formatMoney: German style, normal space, currency after the amount', () => {
  it.each<[unknown, string | undefined, string]>([
    [1234.5, undefined, '1.234,50 €'],
    [1234.5, 'EUR', '1.234,50 €'],
    [1234.5, 'CHF', '1.234,50 CHF'],
    [1234.5, 'chf', '1.234,50 CHF'],
    [0, undefined, '0,00 €'],
    [0.125, undefined, '0,13 €'],
    [2.345, undefined, '2,35 €'],
    [-0.125, undefined, '-0,13 €'],
    [-0.001, undefined, '0,00 €'],
    [1234567.891, undefined, '1.234.567,89 €'],
    [999.995, undefined, '1.000,00 €'],
    ['12,5', undefined, '12,50 €'],
    ['abc', undefined, '0,00 €'],
    [15, '', '15,00 €'],
  ])('%p %p → %s', (amount, currency, expected) => expect(formatMoney(amount, currency)).toBe(expected))

  it('uses a normal space (U+0020), not U+00A0', () => {
    expect(formatMoney(1)).toBe('1,00\u0020€')
    expect(formatMoney(1)).not.toContain('\u00a0')
  })

  it('defaults to EUR for a null currency', () => expect(formatMoney(3, null)).toBe('3,00 €'))
})

describe('formatNumber and formatPercentNumber', () => {
  it.each<[unknown, number, string]>([
    [1234.5, 2, '1.234,50'],
    [1000, 0, '1.000'],
    [0.5, 4, '0,5000'],
  ])('formatNumber(%p, %p) → %s', (value, decimals, expected) => expect(formatNumber(value, decimals)).toBe(expected))

  it.each<[unknown, string]>([
    [20, '20'],
    [10.5, '10,5'],
    ['5,50', '5,5'],
    [12.345, '12,35'],
  ])('formatPercentNumber(%p) → %s', (value, expected) => expect(formatPercentNumber(value)).toBe(expected))

  it.each<[string | null, string]>([
    ['EUR', '€'],
    ['CHF', 'CHF'],
    [null, '€'],
  ])('currencySymbol(%p) → %s', (code, expected) => expect(currencySymbol(code)).toBe(expected))
})
