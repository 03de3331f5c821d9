import type { ImageRef } from '@/src/domain/media'
import type { Branch, Category, DeliveryMode, Menu, Product } from '@/src/domain/types'

/** A product of the branch page's menu: the domain product plus its pictures and allergens. */
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

/** The branch as its page needs it (no API key, no staff fields). */
export interface BranchView extends Branch {
  id: number
  image: ImageRef | null
}

/** Settings the branch page reads. */
export interface BranchPageSettings {
  currency: string
  defaultDeliveryMethod: DeliveryMode | null
  enablePluginCategoryBar: boolean
}

/** What the cached loader answers: plain JSON, independent of the current time. */
export interface BranchPageData {
  branch: BranchView
  /** The menus of the branch that can be active now or later (the active one is chosen at render time). */
  menus: BranchMenu[]
  settings: BranchPageSettings
}

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

/** What the branch screen shows; decided at render time (active menu, schedules) from the cached data. */
export type BranchCatalogue = CatalogueGroup[]
