import type { CatalogueShape } from '@/src/domain/menu/catalogueClock'

import type { BranchCatalogue, BranchMenu, MenuProduct } from './types'

/**
 * The catalogue of the branch as one segment of the server's catalogueClock describes it: the
 * active menu with the categories and products that show, each marked orderable or greyed out.
 * Only a lookup by ids, so the browser needs no calendar code to follow menus and schedules.
 */
export function catalogueFromShape(menus: readonly BranchMenu[], shape: CatalogueShape): BranchCatalogue {
  const menu = menus.find((candidate) => candidate.id === shape.menuId)
  if (!menu) return []
  const categories = new Map(menu.catalog.categories.map((category) => [category.id, category]))
  return shape.groups.flatMap((group) => {
    const category = categories.get(Number(group.categoryId))
    if (!category) return []
    const { products: listed, ...shown } = category
    const products = new Map(listed.map((product) => [product.id, product]))
    const entries = group.products.flatMap(({ productId, orderable }) => {
      const product = products.get(Number(productId))
      return product ? [{ product, visible: true, orderable }] : []
    })
    return [{ category: shown, visible: true, orderable: group.orderable, products: entries }]
  })
}

/** The products a visitor can order now: cart migration keeps only items of these. */
export const orderableProducts = (catalogue: BranchCatalogue): MenuProduct[] =>
  catalogue.flatMap((group) => group.products.filter((entry) => entry.orderable).map((entry) => entry.product))
