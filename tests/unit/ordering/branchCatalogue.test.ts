import { describe, expect, it } from '@jest/globals'

import type { BranchMenu, MenuCategory, MenuProduct } from '@/src/domain/contracts/menu'
import { catalogueFromShape, orderableProducts } from '@/src/domain/menu/branchCatalogue'
import type { CatalogueShape } from '@/src/domain/menu/catalogueClock'

const product = (id: number): MenuProduct => ({ id, name: `Produkt ${id}`, price: 10, images: [] })
const category = (id: number, products: MenuProduct[]): MenuCategory => ({ id, name: `Kategorie ${id}`, image: null, products })
const menu = (id: number, categories: MenuCategory[]): BranchMenu => ({ id, availableFrom: null, branches: [7], catalog: { categories } })

const menus = [menu(1, [category(10, [product(11), product(12)]), category(20, [product(21)])]), menu(2, [category(30, [product(31)])])]

describe('catalogueFromShape (the branch page and the menu board read one segment of catalogueClock)', () => {
  it('shows the categories and products the shape names, in its order, each orderable or greyed out', () => {
    const shape: CatalogueShape = {
      menuId: 1,
      groups: [
        { categoryId: 20, orderable: true, products: [{ productId: 21, orderable: true }] },
        { categoryId: 10, orderable: true, products: [{ productId: 12, orderable: false }, { productId: 11, orderable: true }] },
      ],
    }
    const catalogue = catalogueFromShape(menus, shape)
    expect(catalogue.map((group) => [group.category.id, group.products.map((entry) => [entry.product.id, entry.orderable])])).toEqual([
      [20, [[21, true]]],
      [10, [[12, false], [11, true]]],
    ])
    expect(catalogue[0].category).not.toHaveProperty('products')
    expect(orderableProducts(catalogue).map((entry) => entry.id)).toEqual([21, 11])
  })

  it('shows nothing without an active menu, and skips ids the cached menus no longer have', () => {
    expect(catalogueFromShape(menus, { menuId: null, groups: [] })).toEqual([])
    expect(catalogueFromShape(menus, { menuId: 9, groups: [{ categoryId: 10, orderable: true, products: [] }] })).toEqual([])
    const shape: CatalogueShape = { menuId: 2, groups: [{ categoryId: 99, orderable: true, products: [] }, { categoryId: 30, orderable: true, products: [{ productId: 98, orderable: true }] }] }
    expect(catalogueFromShape(menus, shape)).toEqual([{ category: { id: 30, name: 'Kategorie 30', image: null }, visible: true, orderable: true, products: [] }])
  })
})
