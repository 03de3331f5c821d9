import { DEFAULT_TIME_ZONE } from '../defaults'
import { isPopulated } from '../relations/relations'
import { isWithinSchedule } from '../schedule/isWithinSchedule'
import type { Category } from './types'
import type { Id } from '../relations/types'
import type { OpeningRule } from '../schedule/types'
import type { Product } from '../products/types'

export interface Availability {
  /** Shown in the storefront (orderable, or greyed out when visible while unavailable). */
  visible: boolean
  /** Can be put into the cart. */
  orderable: boolean
}

interface CatalogueProduct<P extends Product = Product> extends Availability {
  product: P
}

/** The populated products of a category type (the storefront's categories carry their own product type). */
type ProductOf<C extends Category> = C extends { products?: readonly (infer P)[] | null } ? Extract<P, Product> : Product

export interface CatalogueCategory<C extends Category = Category> extends Availability {
  category: C
  products: CatalogueProduct<ProductOf<C>>[]
}

interface Schedulable {
  isEnabled?: boolean | null
  isVisibleWhenUnavailable?: boolean | null
  schedule?: OpeningRule[] | null
}

/**
 * Available means enabled (a missing flag counts as enabled) and within the schedule (empty means
 * always). Visible when available, or when marked visible while unavailable (then greyed out).
 */
export function availabilityOf(item: Schedulable, now: Date, tz: string = DEFAULT_TIME_ZONE): Availability {
  const orderable = item.isEnabled !== false && isWithinSchedule(item.schedule, now, tz)
  return { visible: orderable || Boolean(item.isVisibleWhenUnavailable), orderable }
}

/**
 * The storefront catalogue of a menu at `now`: its categories in order, each with its products,
 * every one marked visible and orderable. Invisible categories and products are dropped, and so
 * are categories left without a visible product; a product of a greyed-out category is not
 * orderable either. Categories and products given only as ids cannot be judged and are skipped.
 */
export function catalogueFor<C extends Category = Category>(
  menu: { catalog?: { categories?: readonly (C | Id)[] | null } | null } | null | undefined,
  now: Date,
  tz: string = DEFAULT_TIME_ZONE,
): CatalogueCategory<C>[] {
  const result: CatalogueCategory<C>[] = []
  for (const category of (menu?.catalog?.categories ?? []).filter(isPopulated)) {
    const categoryState = availabilityOf(category, now, tz)
    if (!categoryState.visible) continue
    // C's products are ProductOf<C>; TypeScript cannot resolve that conditional type for a generic C.
    const listed = (category.products ?? []) as readonly (ProductOf<C> | Id)[]
    const products = listed.filter(isPopulated).flatMap((product) => {
      const state = availabilityOf(product, now, tz)
      return state.visible ? [{ product, visible: true, orderable: categoryState.orderable && state.orderable }] : []
    })
    if (products.length > 0) result.push({ category, ...categoryState, products })
  }
  return result
}
