import { CATALOGUE_PAGE_SIZE, pageFromQuery, pageOffset } from '../pagination'
import { slugify } from '../text/slug'
import {
  CATALOGUE_SORTS,
  normalizeCategory,
  parseCatalogueFilters,
  type CatalogueFilters,
  type CatalogueQuery,
  type CatalogueSort,
} from './catalogueQuery'

/**
 * The catalogue screen's state lives in its address (/shop?term=…&category=…&filters=…&page=…&sort=…&view=…),
 * so every result can be bookmarked, shared and reached with the back button. Reading is lenient: a
 * hand-edited address with a broken value shows the catalogue without it, never an error page.
 */

export const CATALOGUE_VIEWS = ['gallery', 'list'] as const
export type CatalogueView = (typeof CATALOGUE_VIEWS)[number]

export interface CatalogueState {
  term: string
  category: string | null
  filters: CatalogueFilters
  page: number
  sort: CatalogueSort
  view: CatalogueView
}

export const DEFAULT_CATALOGUE_STATE: CatalogueState = { term: '', category: null, filters: {}, page: 1, sort: 'relevance', view: 'gallery' }

type SearchParams = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** The state of a catalogue address; broken values fall back to the defaults. */
export function catalogueStateOf(params: SearchParams): CatalogueState {
  const sort = first(params.sort) ?? ''
  const view = first(params.view) ?? ''
  return {
    term: (first(params.term) ?? '').replaceAll('\u0000', '').trim().slice(0, 200),
    category: normalizeCategory(first(params.category)?.replaceAll('\u0000', '')),
    filters: parseCatalogueFilters(first(params.filters)?.replaceAll('\u0000', '')) ?? {},
    page: pageFromQuery(first(params.page)),
    sort: (CATALOGUE_SORTS as readonly string[]).includes(sort) ? (sort as CatalogueSort) : 'relevance',
    view: (CATALOGUE_VIEWS as readonly string[]).includes(view) ? (view as CatalogueView) : 'gallery',
  }
}

/** The search request of a catalogue state (60 per page). */
export function catalogueQueryOf(state: CatalogueState): CatalogueQuery {
  return {
    term: state.term,
    category: state.category,
    filters: state.filters,
    sort: state.sort,
    limit: CATALOGUE_PAGE_SIZE,
    offset: pageOffset(state.page),
  }
}

/** The address of a catalogue state; defaults are left out (page 1, relevance, gallery, no filters). */
export function catalogueHref(state: Partial<CatalogueState>): string {
  const params = new URLSearchParams()
  if (state.term) params.set('term', state.term)
  if (state.category) params.set('category', state.category)
  if (state.filters && Object.keys(state.filters).length > 0) params.set('filters', JSON.stringify(state.filters))
  if (state.page && state.page > 1) params.set('page', String(state.page))
  if (state.sort && state.sort !== 'relevance') params.set('sort', state.sort)
  if (state.view && state.view !== 'gallery') params.set('view', state.view)
  const query = params.toString()
  return query ? `/shop?${query}` : '/shop'
}

/** The filters with `value` of `label` switched on or off (a label without values disappears). */
export function toggleFilter(filters: CatalogueFilters, label: string, value: string): CatalogueFilters {
  const chosen = filters[label] ?? []
  const next = chosen.includes(value) ? chosen.filter((entry) => entry !== value) : [...chosen, value]
  const { [label]: _removed, ...others } = filters
  return next.length > 0 ? { ...others, [label]: next } : others
}

/** A new choice (term, category, filter, sort) starts again at page 1. */
export const changeCatalogue = (state: CatalogueState, change: Partial<CatalogueState>): CatalogueState => ({ ...state, page: 1, ...change })

/** The product detail address /shop/produkte/{uid}/{title} (parts-shop-and-site.md section 2). */
export function productHref(product: { uid: string; name: string }): string {
  return `/shop/produkte/${encodeURIComponent(product.uid)}/${slugify(product.name) || 'produkt'}`
}
