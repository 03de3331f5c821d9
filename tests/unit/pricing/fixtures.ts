import type { CartItem } from '@/src/domain/cart/types'
import type { ConfigurablePart, Product } from '@/src/domain/products/types'

/** A pizza, 9.90 € gross, 10 % takeaway / 20 % delivery / 10 % dine-in, with two configurable parts. */
export const sizePart: ConfigurablePart = {
  name: 'Größe',
  type: 'select',
  options: [
    { name: 'Klein', modifier: 'overwrite', value: '7,50' },
    { name: 'Normal', modifier: 'add', value: 0 },
    { name: 'Familie', modifier: 'overwrite', value: 19.9 },
  ],
}

export const toppingsPart: ConfigurablePart = {
  name: 'Extras',
  type: 'multiselect',
  optional: true,
  options: [
    { name: 'Käse', modifier: 'add', value: 1.5 },
    { name: 'Schinken', modifier: 'add', value: '2' },
    { name: 'Ohne Sauce', modifier: 'subtract', value: 0.5 },
    { name: 'Gratis', modifier: 'add', value: null },
  ],
}

export const pizza: Product = {
  id: 1,
  name: 'Pizza Margherita',
  type: 'configurable',
  price: '9.90',
  tax: '20',
  takeawayTax: '10',
  dineInTax: '10',
  unit: 'amount',
  calculationModel: 'fixed',
  config: { parts: [sizePart, { name: 'Hinweis', type: 'text' }, toppingsPart] },
}

/** Cheese sold by the kilogram, 24.00 €/kg; one piece (Stk.) weighs about 250 g. */
export const cheese: Product = {
  id: 2,
  name: 'Bergkäse',
  price: 24,
  tax: 10,
  takeawayTax: 10,
  dineInTax: 10,
  unit: 'kg',
  calculationModel: 'fixed',
  alternativeUnits: [{ unit: 'amount', ratio: '0.25', calculationModel: 'approximate' }],
}

/** A drink at 20 % in every mode. */
export const wine: Product = {
  id: 3,
  name: 'Grüner Veltliner',
  price: '4,50',
  tax: 20,
  takeawayTax: 20,
  dineInTax: 20,
  unit: 'amount',
}

export const line = (product: Product, amount: CartItem['amount'], extra: Partial<CartItem> = {}): CartItem => ({
  product,
  amount,
  ...extra,
})
