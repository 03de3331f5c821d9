'use client'

import { useId } from 'react'

import { catalogueHref, changeCatalogue, type CatalogueSort, type CatalogueState } from '@/src/domain/partsCatalogue'

import { SHOP_TEXTS } from '../texts'
import { useCatalogueNavigation } from './CatalogueNavigation'
import { writePreference } from './preferenceStorage'
import styles from './ResultsToolbar.module.css'
import { StateFields } from './StateFields'
import { CATALOGUE_TEXTS } from './texts'

const isSort = (value: string, choices: readonly CatalogueSort[]): value is CatalogueSort => choices.some((choice) => choice === value)

/**
 * The sort select: a change is remembered (localStorage) and opens page 1 in the new order. Without
 * JavaScript it is a GET form with an apply button.
 */
export function SortSelect({ state, choices }: { state: CatalogueState; choices: CatalogueSort[] }) {
  const { navigate } = useCatalogueNavigation()
  const id = useId()
  const current = choices.includes(state.sort) ? state.sort : 'relevance'
  const change = (value: string) => {
    if (!isSort(value, choices)) return
    writePreference('sort', value)
    navigate(catalogueHref(changeCatalogue(state, { sort: value })))
  }
  return (
    <form action="/shop" method="get" className={styles.sort}>
      <StateFields state={{ ...state, sort: undefined, page: 1 }} />
      <label htmlFor={id} className={styles.sortLabel}>{SHOP_TEXTS.sort}</label>
      <select id={id} name="sort" className={styles.select} defaultValue={current} key={current} onChange={(event) => change(event.target.value)}>
        {choices.map((sort) => (
          <option key={sort} value={sort}>{SHOP_TEXTS.sortOptions[sort]}</option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn">{CATALOGUE_TEXTS.applySort}</button>
      </noscript>
    </form>
  )
}
