'use client'

import { type ReactNode, useId, useState, useSyncExternalStore } from 'react'

import { filterBranches, type SearchableBranch, toggleTag } from '@/src/domain/branches'
import type { Id } from '@/src/domain/relations/types'
import type { Tag } from '@/src/domain/branches/types'

import styles from './BranchFinder.module.css'
import { HOME_TEXTS } from './texts'

type FinderItem = SearchableBranch & { id: Id; card: ReactNode }

interface Props {
  /** Every listed branch with its search fields and its server-rendered card. */
  items: FinderItem[]
  /** Tags of the tag filter; null when the tags plugin is off. */
  tags: Tag[] | null
}

const ignoreChanges = () => () => undefined
/** The header search sends its term as ?q=… (read in the browser: the page itself is cached). */
const termOfAddress = (): string => new URLSearchParams(window.location.search).get('q')?.slice(0, 100) ?? ''
const noTermOnServer = (): string => ''

/**
 * Live branch search ('PLZ / Ort'; words split on spaces and commas, any word may match) and tag
 * filter (selecting toggles), with the counter '{n} von {m} Filialen werden angezeigt.' and the
 * no-result text. The rules are the domain's filterBranches and toggleTag.
 */
export function BranchFinder({ items, tags }: Props) {
  const addressTerm = useSyncExternalStore(ignoreChanges, termOfAddress, noTermOnServer)
  const [typed, setTerm] = useState<string | null>(null)
  const term = typed ?? addressTerm
  const [selected, setSelected] = useState<Id[]>([])
  const searchId = useId()
  const result = filterBranches(items, term, selected)
  return (
    <div className={styles.finder}>
      <div className={styles.filters}>
        <div className={styles.search} role="search">
          <label htmlFor={searchId} className="visually-hidden">{HOME_TEXTS.searchLabel}</label>
          <input
            id={searchId}
            className={styles.input}
            type="search"
            value={term}
            placeholder={HOME_TEXTS.searchPlaceholder}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => setTerm(event.target.value)}
          />
        </div>
        {tags && tags.length > 0 ? (
          <div className={styles.tags} role="group" aria-label={HOME_TEXTS.tagFilterLabel}>
            {tags.map((tag) => (
              <button
                key={tag.id}
                type="button"
                className={styles.tag}
                aria-pressed={selected.some((id) => String(id) === String(tag.id))}
                onClick={() => setSelected((current) => toggleTag(current, tag.id))}
              >
                {tag.name}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <p className={styles.counter} role="status">
        {result.counterText}
      </p>
      {result.noResultText ? <p className={`notice ${styles.empty}`}>{result.noResultText}</p> : null}
      <ul className={styles.list} aria-label={HOME_TEXTS.branchListLabel}>
        {result.branches.map((item) => (
          <li key={item.id} className={styles.item}>
            {item.card}
          </li>
        ))}
      </ul>
    </div>
  )
}
