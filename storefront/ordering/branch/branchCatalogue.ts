import { activeMenu, catalogueFor } from '@/src/domain/catalogue'

import type { BranchCatalogue, BranchPageData, MenuProduct } from './types'

/**
 * The catalogue of the branch at `now`: the active menu (latest availableFrom not in the future)
 * with the categories and products that show, each marked orderable or greyed out. Computed at
 * render time from the cached menus, never cached itself.
 */
export function branchCatalogue(data: Pick<BranchPageData, 'branch' | 'menus'>, now: Date): BranchCatalogue {
  const menu = activeMenu(data.menus, data.branch.id, now)
  return catalogueFor(menu, now).map(({ category, visible, orderable, products }) => {
    const { products: _all, ...shown } = category
    return { category: shown, visible, orderable, products }
  })
}

/** The products a visitor can order now: cart migration keeps only items of these. */
export const orderableProducts = (catalogue: BranchCatalogue): MenuProduct[] =>
  catalogue.flatMap((group) => group.products.filter((entry) => entry.orderable).map((entry) => entry.product))
