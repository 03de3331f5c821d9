'use client'

import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'

import { jobsInCategory } from '@/src/domain/site/vacancies'

import styles from './Vacancies.module.css'
import { VACANCY_TEXTS } from './texts'

/** A job as the tabs filter it; `content` is the entry rendered on the server. */
interface VacancyItem {
  key: string
  title: string
  category: string | null
  content: ReactNode
}

/**
 * The category tabs ('Alle Stellen' first) over the list of jobs: choosing a tab shows only the
 * jobs of its category; the initiative entry always follows. Tabs follow the ARIA tabs pattern
 * (arrow keys, Home and End move between them). Without categories there are no tabs.
 */
export function VacancyTabs({ categories, items, trailing }: { categories: string[]; items: VacancyItem[]; trailing: ReactNode }) {
  const [selected, setSelected] = useState<string | null>(null)
  const baseId = useId()
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const tabs: { category: string | null; label: string }[] = [{ category: null, label: VACANCY_TEXTS.allJobs }, ...categories.map((category) => ({ category, label: category }))]
  const selectedIndex = Math.max(0, tabs.findIndex((tab) => tab.category === selected))
  const tabId = (index: number) => `${baseId}-tab-${index}`
  const panelId = `${baseId}-panel`

  const choose = (index: number) => {
    const target = (index + tabs.length) % tabs.length
    setSelected(tabs[target].category)
    tabRefs.current[target]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: selectedIndex + 1, ArrowLeft: selectedIndex - 1, Home: 0, End: tabs.length - 1 }
    if (!(event.key in moves)) return
    event.preventDefault()
    choose(moves[event.key])
  }

  const list = (
    <ul className={styles.jobs}>
      {jobsInCategory(items, selected).map((item) => (
        <li key={item.key}>{item.content}</li>
      ))}
      <li className={styles.trailing}>{trailing}</li>
    </ul>
  )

  if (categories.length === 0) return list

  return (
    <>
      <div role="tablist" aria-label={VACANCY_TEXTS.categories} className={styles.tabs} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={index}
            ref={(element) => {
              tabRefs.current[index] = element
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={index === selectedIndex}
            aria-controls={panelId}
            tabIndex={index === selectedIndex ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selectedIndex)} className={styles.panel}>
        {list}
      </div>
    </>
  )
}
