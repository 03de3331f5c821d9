import { describe, expect, it } from '@jest/globals'

import { FILTER_OPTIONS_SHOWN, filterLayout, FILTERS_SHOWN_NARROW, FILTERS_SHOWN_WIDE, visibleFilterOptions } from '@/storefront/shop/partsCatalogue/filterLayout'

const options = (...values: string[]) => values.map((value) => ({ value, count: 1 }))
const valuesOf = (list: { value: string }[]) => list.map((option) => option.value)
const filters = (count: number) => Array.from({ length: count }, (_, index) => ({ label: `Filter ${index + 1}` }))

describe('visibleFilterOptions', () => {
  const seven = options('a', 'b', 'c', 'd', 'e', 'f', 'g')

  it('shows 5 options first (section 9)', () => expect(FILTER_OPTIONS_SHOWN).toBe(5))

  it.each<[string, string[], boolean, string[], number]>([
    ['collapsed: the first 5, two behind "Alle anzeigen (+2)"', [], false, ['a', 'b', 'c', 'd', 'e'], 2],
    ['a chosen option further down stays visible, in its place', ['g'], false, ['a', 'b', 'c', 'd', 'e', 'g'], 1],
    ['a chosen option among the first 5 changes nothing', ['b'], false, ['a', 'b', 'c', 'd', 'e'], 2],
    ['expanded: every option', [], true, ['a', 'b', 'c', 'd', 'e', 'f', 'g'], 0],
  ])('%s', (_, chosen, expanded, shown, hiddenCount) => {
    const result = visibleFilterOptions(seven, chosen, expanded)
    expect(valuesOf(result.shown)).toEqual(shown)
    expect(result.hiddenCount).toBe(hiddenCount)
  })

  it('5 or fewer options need no "show all"', () => {
    expect(visibleFilterOptions(options('a', 'b', 'c', 'd', 'e'), [], false).hiddenCount).toBe(0)
    expect(visibleFilterOptions([], [], false)).toEqual({ shown: [], hiddenCount: 0 })
  })
})

describe('filterLayout', () => {
  it('shows 45 filters on wide screens and 1 on narrow ones (section 9)', () => {
    expect(FILTERS_SHOWN_WIDE).toBe(45)
    expect(FILTERS_SHOWN_NARROW).toBe(1)
  })

  it('collapsed: the first filter everywhere, then up to the 45th from the tablet width on, the rest hidden', () => {
    const layout = filterLayout(filters(47), {}, false)
    expect(layout.reach[0]).toBe('always')
    expect(layout.reach.slice(1, 45).every((reach) => reach === 'wide')).toBe(true)
    expect(layout.reach.slice(45)).toEqual(['hidden', 'hidden'])
    expect(layout.hiddenNarrow).toBe(46)
    expect(layout.hiddenWide).toBe(2)
  })

  it('a filter with a chosen value shows on every width, even beyond the 45th', () => {
    const layout = filterLayout(filters(47), { 'Filter 3': ['x'], 'Filter 47': ['y'] }, false)
    expect(layout.reach[2]).toBe('always')
    expect(layout.reach[46]).toBe('always')
    expect(layout.hiddenNarrow).toBe(44)
    expect(layout.hiddenWide).toBe(1)
  })

  it('expanded: every filter everywhere', () => {
    const layout = filterLayout(filters(47), {}, true)
    expect(layout.reach.every((reach) => reach === 'always')).toBe(true)
    expect(layout.hiddenNarrow).toBe(0)
    expect(layout.hiddenWide).toBe(0)
  })

  it('a single filter hides nothing', () => expect(filterLayout(filters(1), {}, false)).toEqual({ reach: ['always'], hiddenNarrow: 0, hiddenWide: 0 }))
})
