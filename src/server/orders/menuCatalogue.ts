import type { Payload } from 'payload'

import { activeMenu, catalogueFor } from '../../domain/catalogue'
import type { Category, Menu } from '../../domain/types'

const AVAILABILITY = { name: true, isEnabled: true, isVisibleWhenUnavailable: true, schedule: true } as const

type MenuDoc = { id: number; availableFrom?: string | null; branches?: unknown; catalog?: { category?: unknown; products?: unknown }[] | null }

/** A stored menu (catalog rows of category + products) in the shape of the domain rules. */
export function toDomainMenu(menu: MenuDoc): Menu {
  const categories = (menu.catalog ?? [])
    .filter((row) => row.category && typeof row.category === 'object')
    .map((row) => ({ ...(row.category as Category), products: (row.products as Category['products']) ?? [] }))
  return { id: menu.id, availableFrom: menu.availableFrom, branches: menu.branches as Menu['branches'], catalog: { categories } }
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
  const menu = activeMenu(docs.map((doc) => toDomainMenu(doc as MenuDoc)), branchId, now)
  const ids = catalogueFor(menu, now).flatMap((category) => category.products.filter((entry) => entry.orderable).map((entry) => Number(entry.product.id)))
  return new Set(ids)
}
