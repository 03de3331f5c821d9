import { describe, expect, it } from '@jest/globals'

import { DEFAULT_CATALOGUE_STATE, type CatalogueState } from '@/src/domain/partsCatalogue'
import { catalogueMetadata } from '@/storefront/shop/partsCatalogue/metadata'

const state = (change: Partial<CatalogueState> = {}): CatalogueState => ({ ...DEFAULT_CATALOGUE_STATE, ...change })

describe('catalogueMetadata', () => {
  it.each<[string, CatalogueState, string]>([
    ['the catalogue', state(), 'Produktkatalog'],
    ['a category: its last level', state({ category: 'Hydraulik → Ventile → Wegeventile' }), 'Wegeventile'],
    ['a search', state({ term: '4WE 6' }), 'Suche: 4WE 6'],
    ['a category wins over a search', state({ term: 'pumpe', category: 'Antriebstechnik' }), 'Antriebstechnik'],
  ])('%s', (_, current, title) => expect(catalogueMetadata(current).title).toBe(title))

  it('describes the category with its whole path', () =>
    expect(catalogueMetadata(state({ category: 'Hydraulik → Ventile' })).description).toContain('Hydraulik › Ventile'))

  it('keeps search and filter results out of the index, following their links', () => {
    expect(catalogueMetadata(state({ term: 'pumpe' })).robots).toEqual({ index: false, follow: true })
    expect(catalogueMetadata(state({ category: 'Hydraulik', filters: { Farbe: ['rot'] } })).robots).toEqual({ index: false, follow: true })
    expect(catalogueMetadata(state({ category: 'Hydraulik' })).robots).toBeUndefined()
    expect(catalogueMetadata(state()).robots).toBeUndefined()
  })
})
