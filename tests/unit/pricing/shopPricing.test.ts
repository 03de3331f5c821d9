import { describe, expect, it } from '@jest/globals'
import Decimal from 'decimal.js-light'

import { clampPercent, groupDiscountFor } from '@/src/domain/pricing/shop/groupDiscount'
import { discountPercentage } from '@/src/domain/pricing/shop/pricingResult'
import { isSalesPriceActive } from '@/src/domain/pricing/shop/salesPrice'
import { priceShopCart } from '@/src/domain/pricing/shop/shopCart'
import { priceShopLine } from '@/src/domain/pricing/shop/shopLine'
import { volumeDiscountFor } from '@/src/domain/pricing/shop/volumeDiscount'
import type { Product, SalesPrice, VolumeDiscount } from '@/src/domain/products/types'

/** Tuesday 3 June 2025, 12:00 in Vienna. */
const now = new Date('2025-06-03T10:00:00Z')

const tiers: VolumeDiscount[] = [
  { type: 'volumeDiscount', minimumAmount: 1, newPrice: '120.00' },
  { type: 'volumeDiscount', minimumAmount: '10', newPrice: '108,00' },
  { type: 'volumeDiscount', minimumAmount: 50, newPrice: 96 },
]

/** A pump at 120.00 € gross (100.00 € net at 20 %). */
const pump: Product = { id: 11, uid: '5S1-100', name: 'Hydraulikpumpe', price: '120.00', tax: '20', materialGroup: 'HYD', discounts: tiers }

describe('isSalesPriceActive: by calendar day in Vienna, the end day still counts', () => {
  it.each<[string, SalesPrice | null, Date, boolean]>([
    ['ends today', { price: 80, endDate: '2025-06-03' }, now, true],
    ['ends tomorrow', { price: 80, endDate: '2025-06-04' }, now, true],
    ['ended yesterday', { price: 80, endDate: '2025-06-02' }, now, false],
    ['ends today, last minute in Vienna', { price: 80, endDate: '2025-06-03' }, new Date('2025-06-03T21:59:00Z'), true],
    ['after midnight in Vienna while UTC is still on the end day', { price: 80, endDate: '2025-06-03' }, new Date('2025-06-03T22:30:00Z'), false],
    ['ISO date-time end is read in Vienna', { price: 80, endDate: '2025-06-02T22:30:00Z' }, now, true],
    ['German date format', { price: 80, endDate: '03.06.2025' }, now, true],
    ['no end date', { price: 80, endDate: null }, now, false],
    ['unreadable end date', { price: 80, endDate: 'bald' }, now, false],
    ['no price', { price: null, endDate: '2025-12-31' }, now, false],
    ['price 0', { price: '0', endDate: '2025-12-31' }, now, false],
    ['missing', null, now, false],
  ])('%s → %p', (_, salesPrice, at, expected) => expect(isSalesPriceActive(salesPrice, at)).toBe(expected))
})

describe('volumeDiscountFor: highest minimumAmount not above the quantity', () => {
  it.each<[number, number | null]>([
    [0, null],
    [1, 1],
    [9, 1],
    [10, 10],
    [49, 10],
    [50, 50],
    [500, 50],
  ])('quantity %p → tier %p', (quantity, expected) => {
    const tier = volumeDiscountFor(tiers, quantity)
    expect(tier === null ? null : Number(tier.minimumAmount)).toBe(expected)
  })

  it('ignores other types and tiers without a positive price', () => {
    const mixed: VolumeDiscount[] = [
      { type: 'volumeDiscount', minimumAmount: 1, newPrice: 10 },
      { type: 'bonus', minimumAmount: 5, newPrice: 1 },
      { minimumAmount: 6, newPrice: 'abc' },
      { minimumAmount: 7, newPrice: 8 },
    ]
    expect(volumeDiscountFor(mixed, 9)).toEqual({ minimumAmount: 7, newPrice: 8 })
  })
})

describe('clampPercent and groupDiscountFor', () => {
  it.each<[unknown, number]>([
    [150, 100],
    [-5, 0],
    [12.5, 12.5],
    ['7,5', 7.5],
    ['abc', 0],
    [null, 0],
  ])('%p → %p', (value, expected) => expect(clampPercent(value)).toBe(expected))

  it.each<[string, unknown, Record<string, unknown> | null, number]>([
    ['general percent', 5, null, 5],
    ['material group entry wins', 5, { HYD: 12 }, 12],
    ['other groups do not apply', 5, { PNE: 12 }, 5],
    ['entry clamped', 0, { HYD: 150 }, 100],
    ['nothing', undefined, null, 0],
  ])('%s', (_, general, byGroup, expected) => expect(groupDiscountFor(pump, general, byGroup)).toBe(expected))
})

describe('priceShopLine', () => {
  const active: SalesPrice = { price: '80', endDate: '2025-06-03' }
  const expired: SalesPrice = { price: '80', endDate: '2025-06-02' }

  it.each<[string, Product, number, unknown, object]>([
    [
      'list price, 1 piece',
      pump, 1, 0,
      { source: 'volumeDiscount', listUnitNet: 100, netAfterDiscount: 100, totalNetBeforeDiscount: 100, totalNetDiscount: 0, totalNetDiscountPercentage: 0, taxes: { '20': 20 }, totalGross: 120, isDiscounted: false },
    ],
    [
      'no tiers: list price',
      { ...pump, discounts: null }, 2, 0,
      { source: 'list', netAfterDiscount: 100, totalNetAfterDiscount: 200, totalGross: 240 },
    ],
    [
      'volume tier 10 at 108.00 gross',
      pump, 10, 0,
      { source: 'volumeDiscount', unitNet: 90, netAfterDiscount: 90, totalNetBeforeDiscount: 1000, totalNetAfterDiscount: 900, totalNetDiscount: 100, totalNetDiscountPercentage: 10, taxes: { '20': 180 }, totalGross: 1080, isDiscounted: true },
    ],
    [
      'volume tier 50 at 96.00 gross',
      pump, 50, 0,
      { unitNet: 80, totalNetAfterDiscount: 4000, totalNetDiscount: 1000, totalNetDiscountPercentage: 20 },
    ],
    [
      'a sales price ending today wins over the tier (net 80)',
      { ...pump, salesPrice: active }, 50, 0,
      { source: 'salesPrice', unitNet: 80, totalNetAfterDiscount: 4000, totalGross: 4800 },
    ],
    [
      'a sales price wins even where the tier would be cheaper',
      { ...pump, salesPrice: { price: 85, endDate: '2025-06-30' } }, 50, 0,
      { source: 'salesPrice', unitNet: 85, totalNetAfterDiscount: 4250 },
    ],
    [
      'an expired sales price falls back to the tier',
      { ...pump, salesPrice: expired }, 9, 0,
      { source: 'volumeDiscount', unitNet: 100, isDiscounted: false },
    ],
    [
      'group discount 10 % on top of the sales price',
      { ...pump, salesPrice: active }, 2, 10,
      { unitNet: 80, groupDiscountPercent: 10, netAfterDiscount: 72, totalNetAfterDiscount: 144, totalNetDiscount: 56, totalNetDiscountPercentage: 28, taxes: { '20': 28.8 }, totalGross: 172.8 },
    ],
    ['group discount 150 % is clamped to 100', pump, 1, 150, { groupDiscountPercent: 100, netAfterDiscount: 0, totalGross: 0, totalNetDiscountPercentage: 100 }],
    ['group discount -5 % is clamped to 0', pump, 1, -5, { groupDiscountPercent: 0, netAfterDiscount: 100, totalGross: 120 }],
    [
      'net to 4 decimals per line: 9.99 gross at 20 %',
      { ...pump, price: '9.99', discounts: null }, 3, 0,
      { listUnitGross: 9.99, listUnitNet: 8.325, totalNetAfterDiscount: 24.975, taxes: { '20': 4.995 }, totalGross: 29.97 },
    ],
    [
      'tax as text with a comma',
      { ...pump, tax: '10,0', price: 11, discounts: null }, 1, 0,
      { taxRate: 10, netAfterDiscount: 10, taxes: { '10': 1 }, totalGross: 11 },
    ],
    [
      'non-numeric tax counts as 0',
      { ...pump, tax: 'abc', price: 11, discounts: null }, 1, 0,
      { taxRate: 0, netAfterDiscount: 11, taxes: { '0': 0 }, totalGross: 11 },
    ],
  ])('%s', (_, product, amount, percent, expected) =>
    expect(priceShopLine({ product, amount }, { now, groupDiscountPercent: percent })).toMatchObject(expected),
  )
})

describe('priceShopCart: the spec\'s pricing result', () => {
  const valve: Product = { id: 12, uid: 'V-20', name: 'Ventil', price: '11,00', tax: '10', materialGroup: 'PNE' }

  it('mixes 10 % and 20 %, sums per rate and adds up as printed', () => {
    const result = priceShopCart([{ product: pump, amount: 10 }, { product: valve, amount: 3 }], {
      now,
      groupDiscountPercent: 5,
      materialGroupDiscounts: { HYD: 0 },
    })
    expect(result.lines.map((line) => line.groupDiscountPercent)).toEqual([0, 5])
    expect(result.totalPricing).toEqual({
      netAfterDiscount: 928.5,
      totalNetAfterDiscount: 928.5,
      totalNetBeforeDiscount: 1030,
      totalNetDiscount: 101.5,
      totalNetDiscountPercentage: 9.85,
      taxes: { '10': 2.85, '20': 180 },
      totalGross: 1111.35,
    })
  })

  it('an empty cart is all zero', () => {
    expect(priceShopCart([], { now }).totalPricing).toEqual({
      netAfterDiscount: 0,
      totalNetAfterDiscount: 0,
      totalNetBeforeDiscount: 0,
      totalNetDiscount: 0,
      totalNetDiscountPercentage: 0,
      taxes: {},
      totalGross: 0,
    })
  })

  it('is plain JSON', () => {
    const result = priceShopCart([{ product: pump, amount: 3 }], { now })
    expect(JSON.parse(JSON.stringify(result))).toEqual(result)
  })
})

describe('discountPercentage: discount as percent of the net before, 2 decimals', () => {
  it.each<[string, string, number]>([
    ['100', '12', 12],
    ['30', '10', 33.33],
    ['3', '2', 66.67],
    ['0', '0', 0],
  ])('before %s, discount %s → %p', (before, discount, expected) =>
    expect(discountPercentage(new Decimal(before), new Decimal(discount))).toBe(expected))
})
