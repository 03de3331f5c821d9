import { describe, expect, it } from '@jest/globals'

import { CATALOGUE_SORTS, DEFAULT_CATALOGUE_STATE, type CatalogueState } from '@/src/domain/partsCatalogue'
import { PREFERENCE_KEYS, restoredCatalogueHref, sortChoices, storedSort, storedView } from '@/storefront/shop/partsCatalogue/preferences'

const state = (change: Partial<CatalogueState> = {}): CatalogueState => ({ ...DEFAULT_CATALOGUE_STATE, ...change })
const params = (query = '') => new URLSearchParams(query)
const allSorts = [...CATALOGUE_SORTS]

describe('sortChoices', () => {
  it('offers every sort to a viewer who sees prices', () => expect(sortChoices(true)).toEqual(allSorts))
  it('leaves the price sorts out for everyone else', () =>
    expect(sortChoices(false)).toEqual(['relevance', 'name_asc', 'name_desc', 'uid_asc', 'uid_desc']))
})

describe('stored values', () => {
  it('uses the keys shop.catalogue.sort and shop.catalogue.view', () => expect(PREFERENCE_KEYS).toEqual({ sort: 'shop.catalogue.sort', view: 'shop.catalogue.view' }))
  it.each<[string | null, string | null]>([
    ['name_desc', 'name_desc'],
    ['price_asc', null],
    ['nonsense', null],
    [null, null],
  ])('sort %p without price sorts → %p', (raw, expected) => expect(storedSort(raw, sortChoices(false))).toBe(expected))
  it.each<[string | null, string | null]>([
    ['list', 'list'],
    ['gallery', 'gallery'],
    ['grid', null],
    [null, null],
  ])('view %p → %p', (raw, expected) => expect(storedView(raw)).toBe(expected))
})

describe('restoredCatalogueHref', () => {
  it.each<[string, CatalogueState, string, { sort: string | null; view: string | null }, string | null]>([
    ['nothing stored: stay', state(), '', { sort: null, view: null }, null],
    ['the defaults stored: stay', state(), '', { sort: 'relevance', view: 'gallery' }, null],
    ['list stored, no view in the address', state({ term: 'pumpe' }), 'term=pumpe', { sort: null, view: 'list' }, '/shop?term=pumpe&view=list'],
    ['a stored view keeps the page', state({ page: 3 }), 'page=3', { sort: null, view: 'list' }, '/shop?page=3&view=list'],
    ['a stored sort starts at page 1', state({ page: 3 }), 'page=3', { sort: 'name_asc', view: null }, '/shop?sort=name_asc'],
    ['both stored', state(), '', { sort: 'uid_desc', view: 'list' }, '/shop?sort=uid_desc&view=list'],
    ['the address names the view: only the sort is restored', state(), 'view=gallery', { sort: 'name_asc', view: 'list' }, '/shop?sort=name_asc'],
    ['the address names both: stay', state({ sort: 'relevance' }), 'sort=relevance&view=gallery', { sort: 'name_asc', view: 'list' }, null],
    ['a broken stored value is ignored', state(), '', { sort: 'cheapest', view: 'tiles' }, null],
  ])('%s', (_, current, query, stored, expected) => expect(restoredCatalogueHref(current, params(query), stored, allSorts)).toBe(expected))

  it('does not restore a price sort for a viewer who may not see prices', () =>
    expect(restoredCatalogueHref(state(), params(), { sort: 'price_desc', view: null }, sortChoices(false))).toBeNull())
})
