import { describe, expect, it } from '@jest/globals'

import { categoryTrail, materialNumberKey, normalizeCategory, parseCatalogueFilters, parseCatalogueQuery, searchTokens } from '@/src/domain/partsCatalogue'

describe('parseCatalogueQuery: the catalogue call parameters (parts-shop-and-site.md sections 7 and 9)', () => {
  it('defaults to 60 per page from the start, sorted by relevance', () => {
    expect(parseCatalogueQuery({})).toEqual({ ok: true, query: { term: '', category: null, filters: {}, sort: 'relevance', limit: 60, offset: 0 } })
  })

  it('reads term, category levels, filters, sort and the window', () => {
    const parsed = parseCatalogueQuery({
      term: '  Zahnradpumpe 16 ccm ',
      category: 'Hydraulik →Hydraulikpumpen→ ',
      filters: '{"Nenndruck":["250 bar"," 315 bar ",""],"Leer":[]}',
      orderBy: 'price_desc',
      limit: '30',
      offset: '120',
    })
    expect(parsed).toEqual({
      ok: true,
      query: { term: 'Zahnradpumpe 16 ccm', category: 'Hydraulik → Hydraulikpumpen', filters: { Nenndruck: ['250 bar', '315 bar'] }, sort: 'price_desc', limit: 30, offset: 120 },
    })
  })

  it.each([
    ['malformed filters JSON', { filters: '{"Nenndruck":' }, 'filters', 'Die Filter sind ungültig: erwartet wird ein JSON-Objekt mit Listen von Werten.'],
    ['filters that are an array', { filters: '["a"]' }, 'filters', 'Die Filter sind ungültig: erwartet wird ein JSON-Objekt mit Listen von Werten.'],
    ['filter values that are not texts', { filters: '{"a":[1]}' }, 'filters', 'Die Filter sind ungültig: erwartet wird ein JSON-Objekt mit Listen von Werten.'],
    ['a negative offset', { offset: '-1' }, 'offset', 'Der Versatz (offset) muss eine ganze Zahl ab 0 sein.'],
    ['a fractional offset', { offset: '1.5' }, 'offset', 'Der Versatz (offset) muss eine ganze Zahl ab 0 sein.'],
    ['a limit over 100', { limit: '101' }, 'limit', 'Die Anzahl (limit) muss eine ganze Zahl von 1 bis 100 sein.'],
    ['a limit of 0', { limit: '0' }, 'limit', 'Die Anzahl (limit) muss eine ganze Zahl von 1 bis 100 sein.'],
    ['an unknown sort', { orderBy: 'random' }, 'orderBy', 'Diese Sortierung gibt es nicht.'],
    ['a term over 200 characters', { term: 'x'.repeat(201) }, 'term', 'Der Suchbegriff ist zu lang (höchstens 200 Zeichen).'],
    ['a NUL character', { term: 'a\u0000b' }, 'term', 'Diese Angabe enthält ein unzulässiges Zeichen.'],
  ])('refuses %s with a German message for its field', (_, params, field, message) => {
    expect(parseCatalogueQuery(params)).toEqual({ ok: false, errors: [{ field, message }] })
  })

  it('names every bad parameter at once', () => {
    const parsed = parseCatalogueQuery({ limit: '500', offset: 'abc', orderBy: 'x' })
    expect(parsed.ok ? [] : parsed.errors.map((error) => error.field)).toEqual(['orderBy', 'limit', 'offset'])
  })
})

describe('search words and material numbers', () => {
  it.each([
    ['Zahnradpumpe 16 ccm', ['zahnradpumpe', '16', 'ccm']],
    ['Schläuche', ['schlaeuche']],
    ['Dichtungssatz, Ø 40/25', ['dichtungssatz', '40', '25']],
    ['Straße', ['strasse']],
    ['   ', []],
    ['a b c d e f g h i j', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']],
  ])('searchTokens(%j) = %j', (term, tokens) => {
    expect(searchTokens(term)).toEqual(tokens)
  })

  it('compares material numbers without separators and case', () => {
    expect(materialNumberKey('4WE 6-D6X/EG24')).toBe('4we6d6xeg24')
  })
})

describe('categories and filters', () => {
  it('splits a category path into its trail', () => {
    expect(categoryTrail('Hydraulik → Ventile → Wegeventile')).toEqual(['Hydraulik', 'Hydraulik → Ventile', 'Hydraulik → Ventile → Wegeventile'])
    expect(categoryTrail(null)).toEqual([])
  })

  it('normalises the levels of a category and treats an empty one as none', () => {
    expect(normalizeCategory(' Hydraulik→Ventile ')).toBe('Hydraulik → Ventile')
    expect(normalizeCategory(' → ')).toBeNull()
  })

  it('drops duplicate and empty filter values', () => {
    expect(parseCatalogueFilters('{"Baugröße":["16","16",""]}')).toEqual({ Baugröße: ['16'] })
    expect(parseCatalogueFilters('')).toEqual({})
  })
})
