import { describe, expect, it } from '@jest/globals'

import { shopOrderStatusLabel, type ShopOrderStatusLabel } from '@/src/domain/orders/shopOrderStatus'
import { SHOP_ORDERS_TEXTS, shopOrderDetailHeading } from '@/src/domain/orders/texts'

describe('shopOrderStatusLabel', () => {
  it.each<[string, { isCompleted?: boolean | null; isCanceled?: boolean | null }, ShopOrderStatusLabel]>([
    ['completed', { isCompleted: true, isCanceled: false }, { label: 'Abgeschlossen', tone: 'success' }],
    ['completed is checked before cancelled', { isCompleted: true, isCanceled: true }, { label: 'Abgeschlossen', tone: 'success' }],
    ['cancelled', { isCompleted: false, isCanceled: true }, { label: 'Storniert', tone: 'error' }],
    ['neither', { isCompleted: false, isCanceled: false }, { label: 'In Bearbeitung', tone: 'warning' }],
    ['flags missing', {}, { label: 'In Bearbeitung', tone: 'warning' }],
  ])('%s', (_, order, expected) => expect(shopOrderStatusLabel(order)).toEqual(expected))
})

describe('orders screen texts', () => {
  it('heads the detail view with the uid', () => expect(shopOrderDetailHeading('20261121-0042')).toBe('Auftrag 20261121-0042'))
  it('keeps the spec wording', () =>
    expect(SHOP_ORDERS_TEXTS).toEqual({
      empty: 'Noch keine Bestellungen vorhanden',
      detailHeading: 'Auftrag {uid}',
      billingRecipient: 'Rechnungsempfänger',
      goodsRecipient: 'Warenempfänger',
      sameAsBilling: 'Lieferadresse gleich wie Rechnungsadresse',
      reorder: 'Erneut bestellen',
    }))
})
