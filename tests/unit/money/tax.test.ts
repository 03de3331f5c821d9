import { describe, expect, it } from '@jest/globals'

import { grossFromNet, netFromGross, taxFromGross, taxOnNet, taxPercent, taxRateForMode, taxRateKey } from '@/src/domain/money/tax'
import type { DeliveryMode } from '@/src/domain/delivery/types'
import type { Product } from '@/src/domain/products/types'

describe('netFromGross = gross / (1 + tax% / 100), 4 decimals', () => {
  it.each<[unknown, unknown, number]>([
    [12, 20, 10],
    ['12.00', '20', 10],
    [11, 10, 10],
    [11, '10,0', 10],
    [10, 20, 8.3333],
    [4.5, 13, 3.9823],
    [12, 'abc', 12],
    [12, null, 12],
    [0, 20, 0],
  ])('gross %p at %p %% → %p', (gross, tax, expected) => expect(netFromGross(gross, tax)).toBe(expected))
})

describe('tax amounts, 4 decimals', () => {
  it.each<[unknown, unknown, number]>([
    [12, 20, 2],
    [10, 20, 1.6667],
    [11, 10, 1],
    [12, 'abc', 0],
  ])('tax in gross %p at %p %% → %p', (gross, tax, expected) => expect(taxFromGross(gross, tax)).toBe(expected))

  it.each<[unknown, unknown, number]>([
    [10, 20, 2],
    [8.3333, 20, 1.6667],
    [24.9999, 10, 2.5],
  ])('tax on net %p at %p %% → %p', (net, tax, expected) => expect(taxOnNet(net, tax)).toBe(expected))

  it('grossFromNet reverses netFromGross', () => expect(grossFromNet(10, 20)).toBe(12))
})

describe('taxRateForMode', () => {
  const product: Pick<Product, 'tax' | 'takeawayTax' | 'dineInTax'> = { tax: '20', takeawayTax: '10,0', dineInTax: 'abc' }

  it.each<[DeliveryMode, number]>([
    ['delivery', 20],
    ['takeaway', 10],
    ['dineIn', 0],
  ])('%s → %p', (mode, expected) => expect(taxRateForMode(product, mode)).toBe(expected))

  it('missing rates count as 0', () => expect(taxRateForMode({}, 'takeaway')).toBe(0))
})

describe('taxRateKey', () => {
  it.each<[unknown, string]>([
    [20, '20'],
    ['10,0', '10'],
    [5.5, '5.5'],
    ['abc', '0'],
  ])('%p → %s', (rate, expected) => expect(taxRateKey(rate)).toBe(expected))
})

describe('taxPercent: a tax percent as a number with 4 decimals', () => {
  it.each<[unknown, number]>([
    [20, 20],
    ['10', 10],
    ['5.5', 5.5],
    ['5,5', 5.5],
    [7.123456, 7.1235],
    ['abc', 0],
    [null, 0],
  ])('%p → %p', (value, expected) => expect(taxPercent(value)).toBe(expected))
})
