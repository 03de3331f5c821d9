import type { Payload } from 'payload'

import { activeMenu, catalogueFor } from '@/src/domain/menu'
import { isPopulated } from '@/src/domain/relations'
import type { Menu } from '@/src/domain/menu/types'
import type { CategoriesSelect, Menu as MenuDoc } from '@/src/payload-types'

const AVAILABILITY = { name: true, isEnabled: true, isVisibleWhenUnavailable: true, schedule: true } as const satisfies CategoriesSelect

/** A stored menu (catalog rows of category + products) in the shape of the domain rules. */
function domainMenuOf(menu: Pick<MenuDoc, 'id' | 'availableFrom' | 'branches' | 'catalog'>): Menu {
  const categories = (menu.catalog ?? []).flatMap(({ category, products }) => (isPopulated(category) ? [{ ...category, products: products ?? [] }] : []))
  return { id: menu.id, availableFrom: menu.availableFrom, branches: menu.branches, catalog: { categories } }
}

/** How many menus of a branch are kept: all that start later and the latest that has started are among them. */
const MENU_LIMIT = 20

/** The menus of a branch with the availability of their categories and products (the newest first). */
export async function loadBranchMenus(payload: Payload, branchId: number): Promise<Menu[]> {
  const { docs } = await payload.find({
    collection: 'menus',
    where: { branches: { in: [branchId] } },
    sort: '-availableFrom',
    limit: MENU_LIMIT,
    depth: 1,
    overrideAccess: true,
    select: { availableFrom: true, branches: true, catalog: true },
    populate: { categories: AVAILABILITY, products: AVAILABILITY },
  })
  return docs.map(domainMenuOf)
}

/**
 * The ids of the products a visitor can order at a branch right now: products of the active
 * menu that are enabled and within their schedule (and whose category is too).
 */
export function orderableProductIds(menus: Menu[], branchId: number, now: Date): Set<number> {
  const menu = activeMenu(menus, branchId, now)
  const ids = catalogueFor(menu, now).flatMap((category) => category.products.filter((entry) => entry.orderable).map((entry) => Number(entry.product.id)))
  return new Set(ids)
}
