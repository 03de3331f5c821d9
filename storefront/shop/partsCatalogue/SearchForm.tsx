import Link from 'next/link'
import { useId } from 'react'

import type { CatalogueState } from '@/src/domain/partsCatalogue'

import { SHOP_TEXTS } from '../texts'
import styles from './SearchForm.module.css'
import { StateFields } from './StateFields'

/**
 * The catalogue search: a plain GET form to /shop (works without JavaScript) that keeps the
 * category, sort and view, and starts without filters on page 1. 'Zurücksetzen' opens /shop.
 */
export function SearchForm({ state }: { state: CatalogueState }) {
  const id = useId()
  return (
    <form action="/shop" method="get" role="search" className={styles.form}>
      <StateFields state={{ category: state.category, sort: state.sort, view: state.view }} />
      <label htmlFor={id} className={styles.label}>{SHOP_TEXTS.searchLabel}</label>
      <div className={styles.row}>
        <input
          id={id}
          name="term"
          type="search"
          className={styles.input}
          defaultValue={state.term}
          key={state.term}
          maxLength={200}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="btn btn-primary">{SHOP_TEXTS.search}</button>
        <Link href="/shop" className="btn">{SHOP_TEXTS.reset}</Link>
      </div>
    </form>
  )
}
