import type { ShopProduct } from './partsShop'

/**
 * The parts catalogue's calls between server and browser (parts-shop-and-site.md sections 2, 5
 * and 7): a page of the catalogue search with its filters and categories, quick entry and the
 * header's site search. The endpoints (src/server/api/custom) build these answers; the shop's
 * and the shell's screens read them.
 */

type FacetOption = { value: string; count: number }
/** A filter (an attribute's label) with the counts of its values in the result. */
export type FilterFacet = { label: string; options: FacetOption[] }
type CategoryCount = { path: string; label: string; count: number }
/** A category of the result with its subcategories. */
export type CategoryFacet = CategoryCount & { children: CategoryCount[] }

/** GET /api/custom/paginated-products: one page of the catalogue for a viewer, the categories and filters of the result, the total. */
export interface CataloguePage {
  products: ShopProduct[]
  categories: CategoryFacet[]
  filters: FilterFacet[]
  pagination: { total: number; limit: number; offset: number }
}

/** GET /api/custom/quick-entry?term=: at most 12 listed parts; `isSingleMatch` when exactly one matches (Enter adds it). */
export interface QuickEntryAnswer {
  data: ShopProduct[]
  isSingleMatch: boolean
}

/** GET /api/custom/search?term=: the header's suggestions, at most 5 site pages and 5 parts. */
export interface SiteSearchAnswer {
  sites: { name: string; path: string }[]
  products: { name: string; uid: string }[]
}
