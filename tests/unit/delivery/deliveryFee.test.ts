import { describe, expect, it } from '@jest/globals'

import { findDeliveryArea } from '@/src/domain/delivery/deliveryArea'
import { deliveryFee, reachesFreeDelivery } from '@/src/domain/delivery/deliveryFee'
import type { DeliveryArea } from '@/src/domain/delivery/types'

const city: DeliveryArea = { area: 'Innenstadt', price: '3,50', tax: '20', free: false, freeFromOrderValue: '30', minimumOrderValue: '15' }

describe('deliveryFee', () => {
  it.each<[string, DeliveryArea, unknown, { gross: number; net: number; tax: number; isFree: boolean; reason: string }]>([
    ['below the threshold pays the area price', city, 29.99, { gross: 3.5, net: 2.9167, tax: 0.5833, isFree: false, reason: 'charged' }],
    ['exactly at the threshold is free ("ab")', city, 30, { gross: 0, net: 0, tax: 0, isFree: true, reason: 'freeFromOrderValue' }],
    ['above the threshold is free', city, '30,01', { gross: 0, net: 0, tax: 0, isFree: true, reason: 'freeFromOrderValue' }],
    ['a free area never charges', { ...city, free: true }, 0, { gross: 0, net: 0, tax: 0, isFree: true, reason: 'freeArea' }],
    ['no threshold: always charged', { ...city, freeFromOrderValue: null }, 500, { gross: 3.5, net: 2.9167, tax: 0.5833, isFree: false, reason: 'charged' }],
    ['threshold 0 means none', { ...city, freeFromOrderValue: '0' }, 500, { gross: 3.5, net: 2.9167, tax: 0.5833, isFree: false, reason: 'charged' }],
    ['tax 10 %', { ...city, tax: 10, price: 5.5 }, 0, { gross: 5.5, net: 5, tax: 0.5, isFree: false, reason: 'charged' }],
    ['non-numeric tax counts as 0', { ...city, tax: 'abc' }, 0, { gross: 3.5, net: 3.5, tax: 0, isFree: false, reason: 'charged' }],
    ['non-numeric price is 0', { ...city, price: 'gratis' }, 0, { gross: 0, net: 0, tax: 0, isFree: true, reason: 'charged' }],
  ])('%s', (_, area, goods, expected) => expect(deliveryFee(area, goods)).toMatchObject(expected))

  it('carries the area name and its tax rate', () => {
    expect(deliveryFee(city, 0)).toEqual({ area: 'Innenstadt', gross: 3.5, net: 2.9167, tax: 0.5833, taxRate: 20, isFree: false, reason: 'charged' })
  })

  it.each<[unknown, boolean]>([
    [29.99, false],
    [30, true],
    [30.01, true],
  ])('reachesFreeDelivery with goods %p → %p', (goods, expected) => expect(reachesFreeDelivery(city, goods)).toBe(expected))
})

describe('findDeliveryArea', () => {
  const branch = { deliveryAreas: [city, { area: 'Umland', price: 6 }] }

  it.each<[string | null | undefined, string | null]>([
    ['Umland', 'Umland'],
    [' umland ', 'Umland'],
    [null, 'Innenstadt'],
    ['', 'Innenstadt'],
    ['Mond', null],
  ])('%p → %p', (name, expected) => expect(findDeliveryArea(branch, name)?.area ?? null).toBe(expected))

  it('a branch without areas has none', () => expect(findDeliveryArea({ deliveryAreas: null }, null)).toBeNull())
})
