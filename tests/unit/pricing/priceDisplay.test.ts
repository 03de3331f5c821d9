import { describe, expect, it } from '@jest/globals'

import { isPriceVisible, priceDisplay, priceTiers } from '@/src/domain/pricing/priceDisplay'
import type { PriceDisplay, PriceViewer } from '@/src/domain/pricing/priceDisplay'
import type { Product } from '@/src/domain/products/types'

const now = new Date('2025-06-03T10:00:00Z')
const pump: Product = { id: 11, name: 'Hydraulikpumpe', price: '120.00', tax: '20' }
const customer: PriceViewer = { roles: ['ROLE_USER', 'ROLE_EXTERNAL_USER'], isVatNumberVerified: false }
const company: PriceViewer = { roles: ['ROLE_USER', 'ROLE_EXTERNAL_USER'], isVatNumberVerified: true }
const onRequest: PriceDisplay = { visible: false, text: 'Preis auf Anfrage' }

describe('price visibility: ROLE_USER, a non-zero price, not hidden', () => {
  it.each<[string, Product, PriceViewer, boolean]>([
    ['logged-in user', pump, customer, true],
    ['anonymous visitor', pump, { roles: [] }, false],
    ['no roles at all', pump, {}, false],
    ['external user without ROLE_USER', pump, { roles: ['ROLE_EXTERNAL_USER'] }, false],
    ['price 0', { ...pump, price: '0.00' }, customer, false],
    ['price missing', { ...pump, price: null }, customer, false],
    ['price not a number', { ...pump, price: 'auf Anfrage' }, customer, false],
    ['price hidden', { ...pump, isPriceHidden: true }, customer, false],
  ])('%s → %p', (_, product, viewer, expected) => {
    expect(isPriceVisible(product, viewer)).toBe(expected)
    if (!expected) expect(priceDisplay(product, viewer, { now })).toEqual(onRequest)
  })
})

describe('priceDisplay: net for a verified VAT number, else gross', () => {
  it.each<[string, Product, PriceViewer, object]>([
    ['gross for a private customer', pump, customer, { visible: true, amount: 120, listAmount: 120, isNet: false, suffix: 'inkl. MwSt.', isDiscounted: false }],
    ['net for a verified company', pump, company, { visible: true, amount: 100, listAmount: 100, isNet: true, suffix: 'exkl. MwSt.' }],
    [
      'a sales price (net 80) shown gross',
      { ...pump, salesPrice: { price: 80, endDate: '2025-06-30' } },
      customer,
      { amount: 96, listAmount: 120, isDiscounted: true, suffix: 'inkl. MwSt.' },
    ],
    [
      'a sales price shown net',
      { ...pump, salesPrice: { price: 80, endDate: '2025-06-30' } },
      company,
      { amount: 80, listAmount: 100, isDiscounted: true, isNet: true },
    ],
    ['an odd gross survives the net round trip', { ...pump, price: '9.99' }, customer, { amount: 9.99, listAmount: 9.99 }],
    ['its net', { ...pump, price: '9.99' }, company, { amount: 8.33, listAmount: 8.33 }],
  ])('%s', (_, product, viewer, expected) => expect(priceDisplay(product, viewer, { now })).toMatchObject(expected))

  it('applies the group discount when given', () => {
    expect(priceDisplay(pump, company, { now, groupDiscountPercent: 10 })).toMatchObject({ amount: 90, isDiscounted: true })
  })
})

describe('priceTiers (Preisstaffelung)', () => {
  const tiered: Product = {
    ...pump,
    discounts: [
      { type: 'volumeDiscount', minimumAmount: 10, newPrice: 108 },
      { type: 'volumeDiscount', minimumAmount: 1, newPrice: 120 },
    ],
  }

  it('lists tiers ascending, gross for a private customer', () => {
    expect(priceTiers(tiered, customer)).toEqual([
      { minimumAmount: 1, amount: 120, isNet: false, suffix: 'inkl. MwSt.' },
      { minimumAmount: 10, amount: 108, isNet: false, suffix: 'inkl. MwSt.' },
    ])
  })

  it('net for a verified company', () => {
    expect(priceTiers(tiered, company).map((row) => row.amount)).toEqual([100, 90])
  })

  it.each<[string, Product, PriceViewer]>([
    ['only one entry', { ...tiered, discounts: [{ minimumAmount: 1, newPrice: 120 }] }, customer],
    ['price hidden', { ...tiered, isPriceHidden: true }, customer],
    ['no ROLE_USER', tiered, { roles: ['ROLE_EXTERNAL_USER'] }],
  ])('no tab: %s', (_, product, viewer) => expect(priceTiers(product, viewer)).toEqual([]))
})
