'use client'

import { useEffect, useRef } from 'react'

import type { BranchCatalogue } from '@/src/domain/menu/branchCatalogue'

import styles from './CategoryBar.module.css'
import { BRANCH_TEXTS } from './texts'
import { categoryGroupId, useActiveCategory } from './useActiveCategory'

/**
 * The sticky bar of category buttons (plugin enablePluginCategoryBar): a click scrolls to the
 * category's product group, and the button of the group being read is marked as current.
 */
export function CategoryBar({ catalogue }: { catalogue: BranchCatalogue }) {
  const ids = catalogue.map((group) => group.category.id)
  const { activeIndex, scrollToCategory } = useActiveCategory(ids)
  const listRef = useRef<HTMLUListElement>(null)

  useEffect(() => {
    const list = listRef.current
    const active = list?.children[activeIndex] as HTMLElement | undefined
    if (!list || !active) return
    const left = active.offsetLeft - list.clientWidth / 2 + active.clientWidth / 2
    list.scrollTo({ left: Math.max(0, left), behavior: 'auto' })
  }, [activeIndex])

  if (catalogue.length === 0) return null
  return (
    <nav className={styles.bar} aria-label={BRANCH_TEXTS.categoryBarLabel}>
      <ul ref={listRef} className={styles.list}>
        {catalogue.map((group, index) => (
          <li key={group.category.id}>
            <a
              href={`#${categoryGroupId(group.category.id)}`}
              className={styles.link}
              aria-current={index === activeIndex ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault()
                scrollToCategory(group.category.id)
              }}
            >
              {group.category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
