import type { Payload } from 'payload'

import { activeMenu, catalogueFor } from '@/src/domain/catalogue'
import { isPopulated } from '@/src/domain/relations'
import type { Menu } from '@/src/domain/types'
import type { CategoriesSelect, Menu as MenuDoc } from '@/src/payload-types'

const AVAILABILITY = { name: true, isEnabled: true, isVisibleWhenUnavailable: true, schedule: true } as const satisfies CategoriesSelect

/** A stored menu (catalog rows of category + products) in the shape of the domain rules. */
function toDomainMenu(menu: Pick<MenuDoc, 'id' | 'availableFrom' | 'branches' | 'catalog'>): Menu {
  const categories = (menu.catalog ?? []).flatMap(({ category, products }) => (isPopulated(category) ? [{ ...category, products: products ?? [] }] : []))
  return { id: menu.id, availableFrom: menu.availableFrom, branches: menu.branches, catalog: { categories } }
}

/**
 * The ids of the products a visitor can order at a branch right now: products of the active
 * menu that are enabled and within their schedule (and whose category is too).
 */
export async function orderableProductIds(payload: Payload, branchId: number, now: Date): Promise<Set<number>> {
  const { docs } = await payload.find({
    collection: 'menus',
    where: { and: [{ branches: { in: [branchId] } }, { availableFrom: { less_than_equal: now.toISOString() } }] },
    sort: '-availableFrom',
    limit: 5,
    depth: 1,
    overrideAccess: true,
    select: { availableFrom: true, branches: true, catalog: true },
    populate: { categories: AVAILABILITY, products: AVAILABILITY },
  })
  const menu = activeMenu(docs.map(toDomainMenu), branchId, now)
  const ids = catalogueFor(menu, now).flatMap((category) => category.products.filter((entry) => entry.orderable).map((entry) => Number(entry.product.id)))
  return new Set(ids)
}
