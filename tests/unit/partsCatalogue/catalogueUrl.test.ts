import { describe, expect, it } from '@jest/globals'

import { catalogueHref, catalogueQueryOf, catalogueStateOf, changeCatalogue, DEFAULT_CATALOGUE_STATE, productHref, toggleFilter } from '@/src/domain/partsCatalogue'

describe('the catalogue address', () => {
  it('reads a full address', () => {
    const state = catalogueStateOf({ term: 'Pumpe', category: 'Hydraulik', filters: '{"Nenndruck":["250 bar"]}', page: '3', sort: 'name_desc', view: 'list' })
    expect(state).toEqual({ term: 'Pumpe', category: 'Hydraulik', filters: { Nenndruck: ['250 bar'] }, page: 3, sort: 'name_desc', view: 'list' })
    expect(catalogueQueryOf(state)).toMatchObject({ limit: 60, offset: 120, sort: 'name_desc' })
  })

  it('falls back to the defaults for broken values instead of failing', () => {
    expect(catalogueStateOf({ filters: '{broken', page: '-2', sort: 'random', view: 'tiles' })).toEqual(DEFAULT_CATALOGUE_STATE)
  })

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(catalogueHref(DEFAULT_CATALOGUE_STATE)).toBe('/shop')
    const state = { ...DEFAULT_CATALOGUE_STATE, term: 'Ventil', category: 'Hydraulik → Ventile', filters: { Baugröße: ['NG 6'] }, page: 2 }
    const href = catalogueHref(state)
    expect(catalogueStateOf(Object.fromEntries(new URL(href, 'http://x').searchParams))).toEqual(state)
  })

  it('toggles a filter value and drops a label without values', () => {
    expect(toggleFilter({}, 'Nenndruck', '250 bar')).toEqual({ Nenndruck: ['250 bar'] })
    expect(toggleFilter({ Nenndruck: ['250 bar'], Spannung: ['24 V'] }, 'Nenndruck', '250 bar')).toEqual({ Spannung: ['24 V'] })
  })

  it('starts a new choice on page 1', () => {
    expect(changeCatalogue({ ...DEFAULT_CATALOGUE_STATE, page: 5 }, { term: 'x' })).toMatchObject({ term: 'x', page: 1 })
  })

  it('builds the product address from material number and a title slug', () => {
    expect(productHref({ uid: '4WE6D6X/EG24', name: 'Wegeventil 4/3, NG 6, 24 V – Größe Ö' })).toBe('/shop/produkte/4WE6D6X%2FEG24/wegeventil-4-3-ng-6-24-v-groesse-oe')
  })
})
