import { describe, expect, it } from '@jest/globals'

import { stateFields } from '@/storefront/shop/partsCatalogue/stateFields'

describe('stateFields', () => {
  it('carries exactly the parameters of the address, defaults left out', () =>
    expect(stateFields({ term: 'ventil', category: 'Hydraulik → Ventile', filters: { Nennweite: ['6'] }, page: 1, sort: 'relevance', view: 'list' })).toEqual([
      ['term', 'ventil'],
      ['category', 'Hydraulik → Ventile'],
      ['filters', '{"Nennweite":["6"]}'],
      ['view', 'list'],
    ]))

  it('gives nothing for the default catalogue', () => expect(stateFields({ term: '', category: null, filters: {}, page: 1 })).toEqual([]))

  it('keeps page and sort when set', () => expect(stateFields({ page: 4, sort: 'uid_asc' })).toEqual([['page', '4'], ['sort', 'uid_asc']]))
})
