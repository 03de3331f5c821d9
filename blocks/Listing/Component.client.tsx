'use client'

import { useId, useState } from 'react'

import styles from './Listing.module.css'

/** The quick-info's button text, also the name of its navigation. */
const QUICK_INFO = 'Quick-Info'

/**
 * The 'Quick-Info' jump list: a button that opens or closes the list of the entries' titles, each
 * a link to the entry's anchor. Closed at first; the entries themselves are always on the page.
 */
export function ListingQuickInfo({ items }: { items: { anchor: string; label: string; title: string }[] }) {
  const [isOpen, setOpen] = useState(false)
  const listId = useId()
  return (
    <nav className={styles.quickInfo} aria-label={QUICK_INFO}>
      <button type="button" className={styles.toggle} aria-expanded={isOpen} aria-controls={listId} onClick={() => setOpen((open) => !open)}>
        <span>{QUICK_INFO}</span>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul id={listId} className={styles.jumpList} hidden={!isOpen}>
        {items.map((item) => (
          <li key={item.anchor}>
            <a href={`#${item.anchor}`} className={styles.jumpLink} title={item.label === item.title ? undefined : item.title}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
