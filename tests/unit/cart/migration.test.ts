import { describe, expect, it } from '@jest/globals'

import { isSameProduct, migrateCart } from '@/src/domain/cart/migration'
import type { Cart } from '@/src/domain/cart/types'
import type { DeliveryArea } from '@/src/domain/delivery/types'
import type { Product } from '@/src/domain/products/types'

const schnitzel: Product = { id: 11, name: 'Wiener Schnitzel', description: 'Mit Erdäpfelsalat', price: '16.90' }
const soup: Product = { id: 12, name: 'Frittatensuppe', description: null, price: 4.5 }
const strudel: Product = { id: 13, name: 'Apfelstrudel', description: 'Mit Schlag', price: 5.2 }

const cartWith = (products: Product[], deliveryArea: string | null = null): Cart => ({
  items: products.map((product) => ({ product, amount: 1 })),
  isDelivery: false,
  isDineIn: false,
  order: { deliveryArea, appointment: null, comment: null },
})

const areas: DeliveryArea[] = [{ area: '6020 Innsbruck', price: 3 }, { area: '6067 Absam', price: 5 }]

describe('isSameProduct: same id, name, description and price', () => {
  it.each<[string, Product, boolean]>([
    ['identical', { ...schnitzel }, true],
    ['price as number equals the stored string', { ...schnitzel, price: 16.9 }, true],
    ['id as string equals the number', { ...schnitzel, id: '11' }, true],
    ['price changed', { ...schnitzel, price: '17.90' }, false],
    ['name changed', { ...schnitzel, name: 'Schnitzel Wiener Art' }, false],
    ['description changed', { ...schnitzel, description: 'Mit Pommes' }, false],
    ['other id', { ...schnitzel, id: 99 }, false],
  ])('%s', (_, active, expected) => expect(isSameProduct(schnitzel, active)).toBe(expected))

  it('missing and empty descriptions count as equal', () =>
    expect(isSameProduct(soup, { ...soup, description: '' })).toBe(true))
})

describe('migrateCart', () => {
  it('removes the product whose price changed and keeps the others', () => {
    const result = migrateCart(cartWith([schnitzel, soup, strudel]), [{ ...schnitzel, price: 17.9 }, soup, strudel], areas)
    expect(result.cart.items.map((item) => item.product.name)).toEqual(['Frittatensuppe', 'Apfelstrudel'])
    expect(result.removed.map((item) => item.product.name)).toEqual(['Wiener Schnitzel'])
    expect(result.changed).toBe(true)
  })

  it('removes products that are no longer active', () => {
    const result = migrateCart(cartWith([schnitzel, soup], '6067 Absam'), [soup], areas)
    expect(result.cart.items.map((item) => item.product.id)).toEqual([12])
  })

  it.each<[string, string | null, DeliveryArea[] | null, string | null, boolean]>([
    ['preselects the first area when none is set', null, areas, '6020 Innsbruck', true],
    ['keeps a chosen area', '6067 Absam', areas, '6067 Absam', false],
    ['replaces an area the branch no longer has', '6800 Feldkirch', areas, '6020 Innsbruck', true],
    ['no areas at the branch: stays empty', null, [], null, false],
    ['no areas given: stays empty', null, null, null, false],
  ])('%s', (_, current, branchAreas, expected, changed) => {
    const result = migrateCart(cartWith([soup], current), [soup], branchAreas)
    expect(result.cart.order.deliveryArea).toBe(expected)
    expect(result.changed).toBe(changed)
  })

  it('leaves the given cart untouched', () => {
    const cart = cartWith([schnitzel])
    migrateCart(cart, [], areas)
    expect(cart.items).toHaveLength(1)
    expect(cart.order.deliveryArea).toBeNull()
  })
})
