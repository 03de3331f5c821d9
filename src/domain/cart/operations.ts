import type { Cart, CartItem } from './types'

/** A new cart with the defaults of back-office.md section 9: no items, takeaway, empty order. */
export const emptyCart = (): Cart => ({
  items: [],
  isDelivery: false,
  isDineIn: false,
  order: { deliveryArea: null, appointment: null, comment: null },
})

/** Appends a new item. */
export const addItem = (cart: Cart, item: CartItem): Cart => ({ ...cart, items: [...cart.items, item] })

/** Puts a new item first (parts shop quick entry). */
const prependItem = (cart: Cart, item: CartItem): Cart => ({ ...cart, items: [item, ...cart.items] })

/**
 * An edited item replaces its slot. If the slot no longer exists (the item was removed meanwhile,
 * e.g. by cart migration) the edited item is appended, so the customer's work is not lost.
 */
export function replaceItem(cart: Cart, index: number, item: CartItem): Cart {
  if (!Number.isInteger(index) || index < 0 || index >= cart.items.length) return addItem(cart, item)
  return { ...cart, items: cart.items.map((existing, position) => (position === index ? item : existing)) }
}

/** Saves the item dialog: a new item (index null or undefined) is appended, an edited one replaces its slot. */
export const saveItem = (cart: Cart, item: CartItem, index?: number | null): Cart =>
  index === null || index === undefined ? addItem(cart, item) : replaceItem(cart, index, item)

/** Removes the item at `index`; an index outside the cart changes nothing. */
export const removeItem = (cart: Cart, index: number): Cart => ({
  ...cart,
  items: cart.items.filter((_, position) => position !== index),
})

/** Empties the items and resets the order's appointment and comment; mode and delivery area stay. */
export const clearCart = (cart: Cart): Cart => ({
  ...cart,
  items: [],
  order: { ...cart.order, appointment: null, comment: null },
})

/** Where a parts shop add comes from: quick entry puts the item first, the detail page last. */
export type PartsShopAddSource = 'quickEntry' | 'detailPage'

export const addPartsShopItem = (cart: Cart, item: CartItem, source: PartsShopAddSource): Cart =>
  source === 'quickEntry' ? prependItem(cart, item) : addItem(cart, item)
