/**
 * A branch's menus as the branch page (storefront/ordering) and the signage menu board
 * (backoffice/signage) get them from src/server/menu: plain JSON, cached by both, independent of
 * the current time (which menu, category and product applies is decided at render time).
 */
import type { ImageRef } from '../media/images'
import type { Branch } from '../branches/types'
import type { Category, Menu } from '../menu/types'
import type { DeliveryMode } from '../delivery/types'
import type { Product } from '../products/types'

/** A product of a branch's menu: the domain product plus its pictures and allergens. */
export interface MenuProduct extends Product {
  id: number
  images: ImageRef[]
  allergens?: string | null
}

export interface MenuCategory extends Category {
  id: number
  description?: string | null
  image: ImageRef | null
  products: MenuProduct[]
}

export interface BranchMenu extends Menu {
  id: number
  catalog: { categories: MenuCategory[] }
}

/** The branch as its menu pages need it (no API key, no staff fields). */
export interface MenuBranch extends Branch {
  description?: string | null
  id: number
  image: ImageRef | null
}

/** Settings the menu pages read. */
export interface MenuSettings {
  currency: string
  defaultDeliveryMethod: DeliveryMode | null
  enablePluginCategoryBar: boolean
}

/** An enabled, public branch with its menus and the settings the menu pages read. */
export interface BranchMenuData {
  branch: MenuBranch
  /** The menus of the branch that can be active now or later (the active one is chosen at render time). */
  menus: BranchMenu[]
  settings: MenuSettings
}
