'use client'

import Link from 'next/link'
import { useId, useOptimistic, useState } from 'react'

import type { FilterFacet } from '@/src/domain/contracts/partsCatalogue'
import { catalogueHref, changeCatalogue, toggleFilter, type CatalogueState } from '@/src/domain/partsCatalogue'

import { SHOP_TEXTS } from '../texts'
import { useCatalogueNavigation } from './CatalogueNavigation'
import { FilterGroup } from './FilterGroup'
import { filterLayout, type FilterReach } from './filterLayout'
import styles from './FilterPanel.module.css'
import { CATALOGUE_TEXTS } from './texts'

const REACH_CLASS: Record<FilterReach, string | undefined> = { always: undefined, wide: styles.wideOnly, hidden: styles.hidden }

/**
 * The multiselect filters of the results: each toggle opens the address with the new filters
 * (page 1). The boxes follow the click at once (optimistic) while the new results load. Up to 45
 * filters show on wide screens and 1 on narrow ones, the rest after 'Alle Filter anzeigen'.
 */
export function FilterPanel({ state, filters, headingId }: { state: CatalogueState; filters: FilterFacet[]; headingId: string }) {
  const { navigate } = useCatalogueNavigation()
  const [chosen, setChosen] = useOptimistic(state.filters)
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  const layout = filterLayout(filters, chosen, expanded)
  const collapsed = filterLayout(filters, chosen, false)

  const toggle = (label: string, value: string) => {
    const next = toggleFilter(chosen, label, value)
    navigate(catalogueHref(changeCatalogue(state, { filters: next })), () => setChosen(next))
  }

  const toggleClass = collapsed.hiddenWide > 0 ? undefined : styles.narrowOnly
  return (
    <div className={styles.panel}>
      <h3 id={headingId} className={styles.heading}>{SHOP_TEXTS.filters}</h3>
      {Object.keys(state.filters).length > 0 ? (
        <Link href={catalogueHref(changeCatalogue(state, { filters: {} }))} className={styles.remove} scroll={false}>
          {CATALOGUE_TEXTS.removeFilters}
        </Link>
      ) : null}
      <div id={listId} className={styles.list}>
        {filters.map((filter, index) => (
          <FilterGroup
            key={filter.label}
            filter={filter}
            chosen={chosen[filter.label] ?? []}
            onToggle={(value) => toggle(filter.label, value)}
            className={REACH_CLASS[layout.reach[index]]}
          />
        ))}
      </div>
      {collapsed.hiddenNarrow > 0 ? (
        <button type="button" className={`btn ${styles.allFilters} ${toggleClass ?? ''}`} aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
          {expanded ? CATALOGUE_TEXTS.fewerFilters : SHOP_TEXTS.showAllFilters}
        </button>
      ) : null}
    </div>
  )
}
