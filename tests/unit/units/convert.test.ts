import { describe, expect, it } from '@jest/globals'

import { convertAmount, convertWithinFamily, fromBaseAmount, toBaseAmount } from '@/src/domain/units/convert'
import { UNITS, unitLabel } from '@/src/domain/units/units'
import type { Product } from '@/src/domain/products/types'
import type { UnitName } from '@/src/domain/units/types'

describe('unit factors of the spec', () => {
  it.each<[UnitName, number]>([
    ['g', 1], ['dag', 10], ['kg', 1000],
    ['ml', 1], ['cl', 10], ['dl', 100], ['l', 1000],
    ['mm', 1], ['cm', 10], ['dm', 100], ['m', 1000], ['km', 1e6],
    ['mm2', 1], ['cm2', 100], ['dm2', 1e4], ['m2', 1e6],
    ['mm3', 1], ['cm3', 1e3], ['dm3', 1e6], ['m3', 1e9],
  ])('%s has factor %d', (unit, factor) => expect(UNITS[unit].factor).toBe(factor))

  it('labels square and cubic units with superscripts', () => {
    expect(unitLabel('m2')).toBe('m²')
    expect(unitLabel('cm3')).toBe('cm³')
  })
})

describe('convertWithinFamily', () => {
  it.each<[number, UnitName, UnitName, number]>([
    [1.5, 'kg', 'g', 1500],
    [25, 'dag', 'kg', 0.25],
    [0.7, 'l', 'cl', 70],
    [3, 'dl', 'ml', 300],
    [1, 'km', 'cm', 100000],
    [2, 'm2', 'cm2', 20000],
    [1, 'm3', 'dm3', 1000],
    [0.1, 'kg', 'dag', 10],
  ])('%d %s = %d %s', (amount, from, to, expected) => expect(convertWithinFamily(amount, from, to)).toBe(expected))

  it('refuses to convert across families', () => {
    expect(() => convertWithinFamily(1, 'kg', 'l')).toThrow()
  })
})

describe('conversion through an alternative unit', () => {
  // Cheese sold by the kilogram; one piece weighs 250 g.
  const cheese: Pick<Product, 'unit' | 'alternativeUnits'> = { unit: 'kg', alternativeUnits: [{ unit: 'amount', ratio: 0.25 }] }

  it('expresses pieces in the base unit', () => expect(toBaseAmount(cheese, 3, 'amount')).toBe(0.75))
  it('expresses grams in the base unit by factors', () => expect(toBaseAmount(cheese, 500, 'g')).toBe(0.5))
  it('expresses the base unit in pieces', () => expect(fromBaseAmount(cheese, 1, 'amount')).toBe(4))
  it('converts grams to pieces', () => expect(convertAmount(cheese, 500, 'g', 'amount')).toBe(2))
  it('converts pieces to dag', () => expect(convertAmount(cheese, 2, 'amount', 'dag')).toBe(50))
  it('answers null without a connecting alternative unit', () => expect(convertAmount(cheese, 1, 'kg', 'l')).toBeNull())
})
