import { describe, expect, it } from '@jest/globals'

import { isNumeric, parseDecimal, toDecimal } from '@/src/domain/money/decimal'
import { sumAmounts, sumDecimal } from '@/src/domain/money/sum'

describe('toDecimal', () => {
  it.each<[string, unknown, string]>([
    ['a number', 12.5, '12.5'],
    ['a PostgreSQL numeric string', '12.50', '12.5'],
    ['a decimal comma', '20,5', '20.5'],
    ['German thousands dots with a comma', '1.234,50', '1234.5'],
    ['a point without comma stays a decimal point', '1.234', '1.234'],
    ['surrounding spaces', '  7,25 ', '7.25'],
    ['a negative value', '-0,125', '-0.125'],
    ['null', null, '0'],
    ['undefined', undefined, '0'],
    ['an empty string', '', '0'],
    ['letters', 'abc', '0'],
    ['a number with a unit', '12 €', '0'],
    ['hex notation is not money', '0x10', '0'],
    ['NaN', Number.NaN, '0'],
    ['Infinity', Number.POSITIVE_INFINITY, '0'],
    ['a boolean', true, '0'],
  ])('%s: %p → %s', (_, value, expected) => expect(toDecimal(value).toString()).toBe(expected))
})

describe('isNumeric and parseDecimal', () => {
  it.each<[unknown, boolean]>([
    [0, true],
    ['0', true],
    ['10,0', true],
    ['', false],
    ['abc', false],
    [null, false],
    [undefined, false],
  ])('%p is numeric: %p', (value, expected) => {
    expect(isNumeric(value)).toBe(expected)
    expect(parseDecimal(value) !== null).toBe(expected)
  })
})

describe('sums without floating-point drift', () => {
  it('1,000 lines of 0.1 make exactly 100', () => {
    const lines = Array.from({ length: 1000 }, () => 0.1)
    expect(sumAmounts(lines)).toBe(100)
    expect(sumDecimal(lines).toString()).toBe('100')
  })

  it('0.1 + 0.2 is 0.3', () => expect(sumAmounts([0.1, 0.2])).toBe(0.3))

  it('mixes numbers, strings and junk (junk counts as 0)', () => {
    expect(sumAmounts([1.005, '2,005', null, 'abc', '3.1'], 3)).toBe(6.11)
  })
})
