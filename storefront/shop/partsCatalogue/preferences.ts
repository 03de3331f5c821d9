import { CATALOGUE_SORTS, CATALOGUE_VIEWS, catalogueHref, changeCatalogue, DEFAULT_CATALOGUE_STATE, type CatalogueSort, type CatalogueState, type CatalogueView } from '@/src/domain/partsCatalogue'

/**
 * Sort and view are the visitor's preferences, kept in localStorage (parts-shop-and-site.md
 * section 9; defaults gallery and relevance). A choice is stored when made; an address without
 * sort or view opens with the stored choice.
 */

export const PREFERENCE_KEYS = { sort: 'shop.catalogue.sort', view: 'shop.catalogue.view' } as const

const PRICE_SORTS: readonly CatalogueSort[] = ['price_asc', 'price_desc']

/** The sorts a viewer may choose: the price sorts only for those who see prices. */
export const sortChoices = (canSeePrices: boolean): CatalogueSort[] =>
  CATALOGUE_SORTS.filter((sort) => canSeePrices || !PRICE_SORTS.includes(sort))

export const storedSort = (raw: string | null, allowed: readonly CatalogueSort[]): CatalogueSort | null =>
  allowed.find((sort) => sort === raw) ?? null

export const storedView = (raw: string | null): CatalogueView | null => CATALOGUE_VIEWS.find((view) => view === raw) ?? null

/**
 * The address to replace the opened one with, or null to stay: only for a parameter the address
 * leaves out, and only when the stored choice differs from the default. A restored sort starts
 * again at page 1, as any new sort does.
 */
export function restoredCatalogueHref(
  state: CatalogueState,
  params: Pick<URLSearchParams, 'has'>,
  stored: { sort: string | null; view: string | null },
  allowedSorts: readonly CatalogueSort[],
): string | null {
  const sort = params.has('sort') ? null : storedSort(stored.sort, allowedSorts)
  const view = params.has('view') ? null : storedView(stored.view)
  const newSort = sort !== null && sort !== DEFAULT_CATALOGUE_STATE.sort && sort !== state.sort ? sort : null
  const newView = view !== null && view !== DEFAULT_CATALOGUE_STATE.view && view !== state.view ? view : null
  if (newSort === null && newView === null) return null
  const withView = newView ? { ...state, view: newView } : state
  return catalogueHref(newSort ? changeCatalogue(withView, { sort: newSort }) : withView)
}
