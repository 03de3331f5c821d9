import { DEFAULT_TIME_ZONE } from '../defaults'
import { isPopulated } from '../relations/relations'
import { isWithinSchedule } from '../schedule/isWithinSchedule'
import type { Category, Menu, OpeningRule, Product } from '../types'

export interface Availability {
  /** Shown in the storefront (orderable, or greyed out when visible while unavailable). */
  visible: boolean
  /** Can be put into the cart. */
  orderable: boolean
}

export interface CatalogueProduct extends Availability {
  product: Product
}

export interface CatalogueCategory extends Availability {
  category: Category
  products: CatalogueProduct[]
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
export function catalogueFor(
  menu: Pick<Menu, 'catalog'> | null | undefined,
  now: Date,
  tz: string = DEFAULT_TIME_ZONE,
): CatalogueCategory[] {
  const result: CatalogueCategory[] = []
  for (const category of (menu?.catalog?.categories ?? []).filter(isPopulated)) {
    const categoryState = availabilityOf(category, now, tz)
    if (!categoryState.visible) continue
    const products = (category.products ?? []).filter(isPopulated).flatMap((product) => {
      const state = availabilityOf(product, now, tz)
      return state.visible ? [{ product, visible: true, orderable: categoryState.orderable && state.orderable }] : []
    })
    if (products.length > 0) result.push({ category, ...categoryState, products })
  }
  return result
}
