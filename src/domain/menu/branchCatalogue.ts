import type { BranchMenu, MenuCategory, MenuProduct } from '../contracts/menu'
import type { CatalogueShape } from './catalogueClock'

/** One product of the catalogue at render time: shown, and orderable or greyed out. */
export interface CatalogueEntry {
  product: MenuProduct
  visible: boolean
  orderable: boolean
}

/** One category of the catalogue at render time, with its shown products. */
interface CatalogueGroup {
  category: Omit<MenuCategory, 'products'>
  visible: boolean
  orderable: boolean
  products: CatalogueEntry[]
}

/** What the branch page and the menu board show; decided at render time (active menu, schedules) from the cached menus. */
export type BranchCatalogue = CatalogueGroup[]

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
