import { DEFAULT_TIME_ZONE } from '../defaults'
import { isPopulated } from '../relations/relations'
import { BRANCH_CLOCK_DAYS } from '../schedule/branchClock'
import { scheduleChangeInstants } from '../schedule/changeInstants'
import type { Rules } from '../schedule/intervals'
import { segmentsOver, type Segments } from '../segments'
import { toZoned } from '../text/dates'
import type { Category, Menu } from './types'
import type { Id } from '../relations/types'
import type { Product } from '../products/types'
import { activeMenu } from './activeMenu'
import { catalogueFor } from './catalogueFor'

/** The catalogue at one time by ids: the active menu and its shown categories and products. */
export interface CatalogueShape {
  menuId: Id | null
  groups: { categoryId: Id; orderable: boolean; products: { productId: Id; orderable: boolean }[] }[]
}

type ClockMenu = Menu & { id: Id; catalog?: { categories?: readonly (Category | Id)[] | null } | null }

/** The schedules of a menu's categories and products (the instants their availability may change). */
function schedulesOf(menu: ClockMenu): Rules[] {
  const categories = (menu.catalog?.categories ?? []).filter(isPopulated)
  const products = categories.flatMap((category) => ((category.products ?? []) as readonly (Product | Id)[]).filter(isPopulated))
  return [...categories, ...products].map((item) => item.schedule).filter((schedule) => schedule && schedule.length > 0)
}

function shapeAt(menus: readonly ClockMenu[], branchId: Id, at: Date, tz: string): CatalogueShape {
  const menu = activeMenu(menus, branchId, at)
  return {
    menuId: menu?.id ?? null,
    groups: catalogueFor(menu, at, tz).map(({ category, orderable, products }) => ({
      categoryId: category.id,
      orderable,
      products: products.map((entry) => ({ productId: entry.product.id, orderable: entry.orderable })),
    })),
  }
}

/**
 * Which menu is active and what of it shows and can be ordered, from `from` on for
 * BRANCH_CLOCK_DAYS days: changes at each menu's availableFrom and at the schedule changes of
 * its categories and products. The browser picks the segment of its own clock.
 */
export function catalogueClock(menus: readonly ClockMenu[], branchId: Id, from: Date, tz: string = DEFAULT_TIME_ZONE): Segments<CatalogueShape> {
  const availableFrom = menus.map((menu) => toZoned(menu.availableFrom, 'utc')?.toMillis()).filter((at): at is number => at !== undefined)
  const instants = [...availableFrom, ...scheduleChangeInstants(menus.flatMap(schedulesOf), from, BRANCH_CLOCK_DAYS, tz)]
  return segmentsOver(from.getTime(), instants, (at) => shapeAt(menus, branchId, at, tz))
}
