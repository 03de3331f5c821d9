import { describe, expect, it } from '@jest/globals'

import { homeTitle } from '@/src/domain/shell'

describe('homeTitle (ordering-storefront.md section 2: division title prefixed when present)', () => {
  it.each([
    ['division title in front', 'Willkommen bei der Alpenküche', 'Alpenküche', 'Willkommen bei der Alpenküche - Alpenküche'],
    ['no division title', null, 'Alpenküche', 'Alpenküche'],
    ['a blank division title', '  ', 'Alpenküche', 'Alpenküche'],
    ['the same title twice is shown once', 'Alpenküche', 'Alpenküche', 'Alpenküche'],
  ])('%s', (_, division, shop, expected) => {
    expect(homeTitle(division, shop)).toBe(expected)
  })
})
