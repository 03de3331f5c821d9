import { describe, expect, it } from '@jest/globals'

import { addedToCartNotice } from '@/src/domain/cart/notices'
import {
  addItem,
  addPartsShopItem,
  clearCart,
  emptyCart,
  removeItem,
  replaceItem,
  saveItem,
} from '@/src/domain/cart/operations'
import { type CartPanelState, cartPanelAfterRemoval, toggleCartPanel } from '@/src/domain/cart/panel'
import type { Cart, CartItem } from '@/src/domain/cart/types'

const item = (id: number, amount = 1): CartItem => ({ product: { id, name: `Produkt ${id}`, price: 5 }, amount })
const names = (cart: Cart): string[] => cart.items.map((entry) => `${entry.product.id}x${entry.amount}`)

const filled: Cart = {
  items: [item(1), item(2), item(3)],
  isDelivery: true,
  isDineIn: false,
  order: { deliveryArea: '6020 Innsbruck', appointment: '2025-05-02T12:00:00.000Z', comment: 'Bitte läuten' },
}

describe('emptyCart: the cart defaults', () => {
  it('has no items, takeaway and an empty order', () =>
    expect(emptyCart()).toEqual({
      items: [],
      isDelivery: false,
      isDineIn: false,
      order: { deliveryArea: null, appointment: null, comment: null },
    }))
})

describe('cart operations return a new cart', () => {
  it.each<[string, (cart: Cart) => Cart, string[]]>([
    ['add appends', (cart) => addItem(cart, item(9)), ['1x1', '2x1', '3x1', '9x1']],
    ['edit replaces its slot', (cart) => replaceItem(cart, 1, item(2, 4)), ['1x1', '2x4', '3x1']],
    ['edit of a vanished slot appends', (cart) => replaceItem(cart, 7, item(2, 4)), ['1x1', '2x1', '3x1', '2x4']],
    ['save without index appends', (cart) => saveItem(cart, item(9)), ['1x1', '2x1', '3x1', '9x1']],
    ['save with index replaces', (cart) => saveItem(cart, item(1, 3), 0), ['1x3', '2x1', '3x1']],
    ['remove', (cart) => removeItem(cart, 0), ['2x1', '3x1']],
    ['remove outside the cart changes nothing', (cart) => removeItem(cart, 5), ['1x1', '2x1', '3x1']],
    ['parts shop quick entry goes to the top', (cart) => addPartsShopItem(cart, item(9), 'quickEntry'), ['9x1', '1x1', '2x1', '3x1']],
    ['parts shop detail page goes to the end', (cart) => addPartsShopItem(cart, item(9), 'detailPage'), ['1x1', '2x1', '3x1', '9x1']],
  ])('%s', (_, operation, expected) => {
    const before = structuredClone(filled)
    expect(names(operation(filled))).toEqual(expected)
    expect(filled).toEqual(before)
  })

  it('clear empties the items and resets appointment and comment, keeping mode and area', () =>
    expect(clearCart(filled)).toEqual({
      items: [],
      isDelivery: true,
      isDineIn: false,
      order: { deliveryArea: '6020 Innsbruck', appointment: null, comment: null },
    }))
})

describe('notice after adding', () => {
  it.each<[string, 'ordering' | 'partsShop', number | string, string]>([
    ['ordering storefront', 'ordering', 3, 'Produkt zum Warenkorb hinzugefügt.'],
    ['parts shop', 'partsShop', 50, '50 Artikel zum Warenkorb hinzugefügt.'],
    ['parts shop, decimal amount', 'partsShop', 2.5, '2,5 Artikel zum Warenkorb hinzugefügt.'],
  ])('%s', (_, storefront, amount, expected) => expect(addedToCartNotice(storefront, amount)).toBe(expected))
})

describe('cart panel', () => {
  it.each<[string, CartPanelState, number, CartPanelState]>([
    ['toggle with items expands', 'collapsed', 2, 'expanded'],
    ['toggle with items collapses', 'expanded', 2, 'collapsed'],
    ['toggle with an empty cart keeps it collapsed', 'collapsed', 0, 'collapsed'],
  ])('%s', (_, state, count, expected) => expect(toggleCartPanel(state, count)).toBe(expected))

  it.each<[string, CartPanelState, number, CartPanelState]>([
    ['removing the last item collapses', 'expanded', 0, 'collapsed'],
    ['removing one of several keeps it open', 'expanded', 1, 'expanded'],
    ['a collapsed panel stays collapsed', 'collapsed', 3, 'collapsed'],
  ])('%s', (_, state, remaining, expected) => expect(cartPanelAfterRemoval(state, remaining)).toBe(expected))
})
