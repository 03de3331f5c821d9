import type { CatalogueFilters } from '@/src/domain/partsCatalogue'

/**
 * Which filters and filter options the catalogue shows before 'show all' (parts-shop-and-site.md
 * section 9): 5 options per filter, 45 filters on desktop, 1 on mobile. Whatever the visitor has
 * chosen stays visible, so a checked box can always be unchecked.
 */

export const FILTER_OPTIONS_SHOWN = 5
export const FILTERS_SHOWN_WIDE = 45
export const FILTERS_SHOWN_NARROW = 1

/** The options of one filter to show, in their order, and how many 'Alle anzeigen (+n)' reveals. */
export function visibleFilterOptions<Option extends { value: string }>(
  options: readonly Option[],
  chosen: readonly string[],
  expanded: boolean,
  limit = FILTER_OPTIONS_SHOWN,
): { shown: Option[]; hiddenCount: number } {
  if (expanded) return { shown: [...options], hiddenCount: 0 }
  const shown = options.filter((option, index) => index < limit || chosen.includes(option.value))
  return { shown, hiddenCount: options.length - shown.length }
}

/**
 * Where a filter shows while the list is collapsed: 'always' (every width), 'wide' (from the
 * tablet breakpoint on) or 'hidden' (only after 'Alle Filter anzeigen').
 */
export type FilterReach = 'always' | 'wide' | 'hidden'

export interface FilterLayout {
  reach: FilterReach[]
  /** Filters a narrow screen hides until 'Alle Filter anzeigen'. */
  hiddenNarrow: number
  /** Filters a wide screen hides until 'Alle Filter anzeigen'. */
  hiddenWide: number
}

export function filterLayout(
  filters: readonly { label: string }[],
  chosen: CatalogueFilters,
  expanded: boolean,
  limits = { narrow: FILTERS_SHOWN_NARROW, wide: FILTERS_SHOWN_WIDE },
): FilterLayout {
  const reach = filters.map((filter, index): FilterReach => {
    if (expanded || index < limits.narrow || (chosen[filter.label]?.length ?? 0) > 0) return 'always'
    return index < limits.wide ? 'wide' : 'hidden'
  })
  return {
    reach,
    hiddenNarrow: reach.filter((entry) => entry !== 'always').length,
    hiddenWide: reach.filter((entry) => entry === 'hidden').length,
  }
}
