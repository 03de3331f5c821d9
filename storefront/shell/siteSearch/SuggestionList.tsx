import Link from 'next/link'
import type { MouseEvent } from 'react'

import { SHELL_TEXTS as T } from '../texts'
import styles from './SiteSearch.module.css'
import type { SuggestionOption, Suggestions } from './suggestions'

interface SuggestionListProps {
  id: string
  suggestions: Suggestions | null
  activeId: string | undefined
  hidden: boolean
  /** An option was followed by pointer (the link navigates itself). */
  onChoose: () => void
}

/** Keeps the focus in the field when an option is pressed, so the list does not close before the click. */
const keepFieldFocus = (event: MouseEvent) => event.preventDefault()

/**
 * The listbox under the search field: groups 'Produkte' and 'Seiten', then 'Alle Produkte zu …'.
 * Options are links (a click, middle click or Ctrl+click works as on any link) outside the tab order.
 */
export function SuggestionList({ id, suggestions, activeId, hidden, onChoose }: SuggestionListProps) {
  const option = (entry: SuggestionOption, className: string) => (
    <Link
      key={entry.id}
      id={entry.id}
      href={entry.href}
      prefetch={false}
      role="option"
      aria-selected={entry.id === activeId}
      tabIndex={-1}
      className={className}
      onClick={onChoose}
    >
      {entry.label}
    </Link>
  )
  return (
    <div id={id} role="listbox" aria-label={T.siteSearch.suggestions} className={styles.listbox} hidden={hidden} onMouseDown={keepFieldFocus}>
      {suggestions?.groups.map((group) => (
        <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`} className={styles.group}>
          <div id={`${id}-${group.kind}`} role="presentation" className={styles.groupLabel}>{group.label}</div>
          {group.options.map((entry) => option(entry, styles.option))}
        </div>
      ))}
      {suggestions?.allProducts ? option(suggestions.allProducts, `${styles.option} ${styles.allProducts}`) : null}
    </div>
  )
}
