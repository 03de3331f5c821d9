import { describe, expect, it } from '@jest/globals'

import { foodCartTotals } from '@/src/domain/pricing/foodTotals'
import { priceFoodLine } from '@/src/domain/pricing/foodLine'
import { quoteCart } from '@/src/domain/pricing/quoteCart'
import type { Branch } from '@/src/domain/branches/types'
import type { DeliveryArea, DeliveryMode } from '@/src/domain/delivery/types'

import { cheese, line, pizza, wine } from './fixtures'

const now = new Date('2025-06-03T10:00:00Z')
const innenstadt: DeliveryArea = { area: 'Innenstadt', price: '3,50', tax: '20', free: false, freeFromOrderValue: '30', minimumOrderValue: '15' }
const umland: DeliveryArea = { area: 'Umland', price: 6, tax: 20, free: true, minimumOrderValue: 40 }
const branch: Pick<Branch, 'id' | 'deliveryAreas'> = { id: 7, deliveryAreas: [innenstadt, umland] }

/** Pizza 2 × 9.90 (10 % takeaway) and wine 1 × 4.50 (20 %). */
const mixed = [line(pizza, 2), line(wine, 1)]

describe('foodCartTotals: a 10 % and 20 % cart grouped by rate', () => {
  it('groups lines by rate, ascending, and adds up', () => {
    const totals = foodCartTotals(mixed.map((item) => priceFoodLine(item, 'takeaway')))
    expect(totals.taxGroups).toEqual([
      { taxRate: 10, net: 18, tax: 1.8, gross: 19.8 },
      { taxRate: 20, net: 3.75, tax: 0.75, gross: 4.5 },
    ])
    expect(totals.goods).toEqual({ net: 21.75, tax: 2.55, gross: 24.3 })
    expect(totals.total).toEqual({ net: 21.75, tax: 2.55, gross: 24.3 })
    expect(totals).toMatchObject({ isApproximate: false, totalLabel: null, isTotalHiddenInCartPanel: false })
  })

  it('keeps the gross the customer saw when nets need rounding (3 × 10.00 at 20 %)', () => {
    const tenner = { ...wine, price: 10 }
    const totals = foodCartTotals([1, 2, 3].map(() => priceFoodLine(line(tenner, 1), 'delivery')))
    expect(totals.taxGroups).toEqual([{ taxRate: 20, net: 25, tax: 5, gross: 30 }])
  })

  it('adds the delivery fee to its own rate group', () => {
    const lines = mixed.map((item) => priceFoodLine(item, 'delivery'))
    const totals = foodCartTotals(lines, { area: 'X', gross: 5.5, net: 5, tax: 0.5, taxRate: 10, isFree: false, reason: 'charged' })
    expect(totals.goodsByTaxRate).toEqual([{ taxRate: 20, net: 20.25, tax: 4.05, gross: 24.3 }])
    expect(totals.taxGroups).toEqual([
      { taxRate: 10, net: 5, tax: 0.5, gross: 5.5 },
      { taxRate: 20, net: 20.25, tax: 4.05, gross: 24.3 },
    ])
    expect(totals.total).toEqual({ net: 25.25, tax: 4.55, gross: 29.8 })
  })
})

describe('quoteCart', () => {
  it('delivery below the free-from threshold: fee, minimum reached, hint', () => {
    const quote = quoteCart({ branch, mode: 'delivery', deliveryAreaName: 'Innenstadt', items: mixed, now })
    expect(quote).toMatchObject({
      branchId: 7,
      mode: 'delivery',
      currency: 'EUR',
      quotedAt: '2025-06-03T10:00:00.000Z',
      goods: { net: 20.25, tax: 4.05, gross: 24.3 },
      deliveryArea: 'Innenstadt',
      deliveryFee: { gross: 3.5, net: 2.9167, tax: 0.5833, taxRate: 20, isFree: false },
      taxGroups: [{ taxRate: 20, net: 23.17, tax: 4.63, gross: 27.8 }],
      total: { net: 23.17, tax: 4.63, gross: 27.8 },
      itemCount: 3,
      isEmpty: false,
      isApproximate: false,
      minimumOrder: { isReached: true, message: null },
      freeDeliveryHint: 'Kostenlose Lieferung ab 30,00 €.',
      isDeliveryAreaMissing: false,
      areUnitsValid: true,
    })
    expect(quote.lines).toHaveLength(2)
  })

  it('goods exactly at the free-from threshold ship free', () => {
    const quote = quoteCart({ branch, mode: 'delivery', deliveryAreaName: 'Innenstadt', items: [line({ ...wine, price: 15 }, 2)], now })
    expect(quote.deliveryFee).toMatchObject({ gross: 0, isFree: true, reason: 'freeFromOrderValue' })
    expect(quote.total.gross).toBe(30)
  })

  it('below the minimum order value: German messages, fee not counted', () => {
    const quote = quoteCart({ branch, mode: 'delivery', deliveryAreaName: null, items: [line(pizza, 1)], now })
    expect(quote.deliveryArea).toBe('Innenstadt')
    expect(quote.total.gross).toBe(13.4)
    expect(quote.minimumOrder).toEqual({
      minimumOrderValue: 15,
      goodsGross: 9.9,
      difference: 5.1,
      isReached: false,
      message: 'Sie haben den Mindestbestellwert in Höhe von 15,00 € leider noch nicht erreicht.',
      suggestion: 'Fügen Sie Waren im Wert von mindestens 5,10 € hinzu oder wählen Sie eine andere Art der Lieferung.',
    })
  })

  it('a free area has no fee and no hint', () => {
    const quote = quoteCart({ branch, mode: 'delivery', deliveryAreaName: 'Umland', items: mixed, now, currency: 'CHF' })
    expect(quote).toMatchObject({ deliveryFee: { gross: 0, reason: 'freeArea' }, freeDeliveryHint: null, currency: 'CHF' })
    expect(quote.minimumOrder?.message).toBe('Sie haben den Mindestbestellwert in Höhe von 40,00 CHF leider noch nicht erreicht.')
  })

  it('an unknown area is flagged and not charged', () => {
    const quote = quoteCart({ branch, mode: 'delivery', deliveryAreaName: 'Mond', items: mixed, now })
    expect(quote).toMatchObject({ deliveryArea: null, deliveryFee: null, minimumOrder: null, isDeliveryAreaMissing: true })
  })

  it.each<[DeliveryMode]>([['takeaway'], ['dineIn']])('%s has no delivery fee, minimum or hint', (mode) => {
    const quote = quoteCart({ branch, mode, deliveryAreaName: 'Innenstadt', items: mixed, now })
    expect(quote).toMatchObject({ deliveryFee: null, minimumOrder: null, freeDeliveryHint: null, isDeliveryAreaMissing: false })
    expect(quote.taxGroups.map((group) => group.taxRate)).toEqual([10, 20])
    expect(quote.total.gross).toBe(24.3)
  })

  it('an alternative-unit line makes the total approximate and hides it in the cart panel', () => {
    const quote = quoteCart({ branch, mode: 'takeaway', items: [line(pizza, 1), line(cheese, 2, { unit: 'amount' })], now })
    expect(quote).toMatchObject({ isApproximate: true, totalLabel: 'ca.', isTotalHiddenInCartPanel: true, itemCount: 3 })
    expect(quote.total.gross).toBe(21.9)
  })

  it('an empty cart', () => {
    const quote = quoteCart({ branch, mode: 'takeaway', items: [], now })
    expect(quote).toMatchObject({ isEmpty: true, itemCount: 0, total: { net: 0, tax: 0, gross: 0 }, taxGroups: [] })
  })

  it('is plain JSON', () => {
    const quote = quoteCart({ branch, mode: 'delivery', items: mixed, now })
    expect(JSON.parse(JSON.stringify(quote))).toEqual(quote)
  })

  it('1,000 lines of 0.10 € make exactly 100.00 €', () => {
    const dime = { ...wine, price: 0.1 }
    const quote = quoteCart({ branch, mode: 'takeaway', items: Array.from({ length: 1000 }, () => line(dime, 1)), now })
    expect(quote.total.gross).toBe(100)
    expect(quote.itemCount).toBe(1000)
  })
})
