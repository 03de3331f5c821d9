import { describe, expect, it } from '@jest/globals'

import {
  type CheckoutBlocker,
  checkoutBlocker,
  isCheckoutDisabled,
  type SubmitButtonInput,
  submitButtonLabel,
} from '@/src/domain/cart/checkout'
import { minimumOrderAddGoodsText, minimumOrderNotReachedText } from '@/src/domain/delivery/texts'
import type { Cart } from '@/src/domain/cart/types'
import type { DeliveryArea } from '@/src/domain/delivery/types'

const areas: DeliveryArea[] = [
  { area: '6020 Innsbruck', price: 3, minimumOrderValue: '25.00' },
  { area: '6067 Absam', price: 5 },
]
const cart = (fields: Partial<Cart>): Cart => ({
  items: [{ product: { id: 1, name: 'Pizza Margherita', price: 9.5 }, amount: 2 }],
  isDelivery: false,
  isDineIn: false,
  order: { deliveryArea: '6020 Innsbruck' },
  ...fields,
})

describe('checkoutBlocker: disabled when empty, or delivery below the area minimum', () => {
  it.each<[string, Cart, number | string, CheckoutBlocker | null]>([
    ['empty cart', cart({ items: [] }), 0, { reason: 'emptyCart' }],
    ['takeaway below the delivery minimum is fine', cart({}), 19, null],
    ['delivery below the minimum', cart({ isDelivery: true }), 19, { reason: 'minimumOrderValue', minimumOrderValue: 25, difference: 6 }],
    ['delivery, exact decimal difference', cart({ isDelivery: true }), '24.90', { reason: 'minimumOrderValue', minimumOrderValue: 25, difference: 0.1 }],
    ['delivery exactly at the minimum', cart({ isDelivery: true }), 25, null],
    ['delivery above the minimum', cart({ isDelivery: true }), 31.5, null],
    ['delivery to an area without minimum', cart({ isDelivery: true, order: { deliveryArea: '6067 Absam' } }), 1, null],
    ['delivery without a chosen area', cart({ isDelivery: true, order: {} }), 1, null],
  ])('%s', (_, input, total, expected) => {
    expect(checkoutBlocker(input, areas, total)).toEqual(expected)
    expect(isCheckoutDisabled(input, areas, total)).toBe(expected !== null)
  })

  it('fills the minimum-order texts (delivery/texts, which replaced cart minimumOrderTexts)', () =>
    expect([minimumOrderNotReachedText('€ 25,00'), minimumOrderAddGoodsText('€ 6,00')]).toEqual([
      'Sie haben den Mindestbestellwert in Höhe von € 25,00 leider noch nicht erreicht.',
      'Fügen Sie Waren im Wert von mindestens € 6,00 hinzu oder wählen Sie eine andere Art der Lieferung.',
    ]))
})

describe('submitButtonLabel', () => {
  const open: SubmitButtonInput = { mode: 'takeaway', isOpen: true, isDeliveryOpen: true, isDeliveryValid: true }
  const closed: SubmitButtonInput = { ...open, isOpen: false, isDeliveryOpen: false }

  it.each<[string, SubmitButtonInput, string | null]>([
    ['open', open, 'Bestellung abschicken'],
    ['quotation required wins over open', { ...open, isQuotationRequired: true }, 'Angebotsanfrage abschicken'],
    ['quotation required while closed', { ...closed, isQuotationRequired: true }, 'Angebotsanfrage abschicken'],
    ['closed with preorder', { ...closed, isPreorderEnabled: true }, 'Vorbestellung abschicken'],
    ['closed without preorder: no button', closed, null],
    ['delivery open and valid', { ...open, mode: 'delivery' }, 'Bestellung abschicken'],
    ['delivery closed although the branch is open, preorder', { ...open, mode: 'delivery', isDeliveryOpen: false, isPreorderEnabled: true }, 'Vorbestellung abschicken'],
    ['delivery closed although the branch is open, no preorder', { ...open, mode: 'delivery', isDeliveryOpen: false }, null],
    ['delivery below the minimum order value: hidden', { ...open, mode: 'delivery', isDeliveryValid: false }, null],
    ['delivery validity does not matter for dine-in', { ...open, mode: 'dineIn', isDeliveryValid: false }, 'Bestellung abschicken'],
    ['while creating', { ...open, isCreating: true }, 'Verarbeiten...'],
  ])('%s', (_, input, expected) => expect(submitButtonLabel(input)).toBe(expected))
})
