'use client'

import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

import type { ProductTabId } from './productTabs'
import styles from './ProductTabs.module.css'

interface ProductTab {
  id: ProductTabId
  label: string
  panel: ReactNode
}

const tabId = (id: ProductTabId) => `product-tab-${id}`
const panelId = (id: ProductTabId) => `product-panel-${id}`

/** Which tab a key moves to: arrows wrap around, Home and End jump to the ends; null for other keys. */
function targetIndex(key: string, current: number, count: number): number | null {
  if (key === 'ArrowRight') return (current + 1) % count
  if (key === 'ArrowLeft') return (current - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return null
}

/**
 * The product information as tabs (WAI-ARIA tabs pattern, automatic activation): arrow keys,
 * Home and End move between the tabs, only the selected tab is in the tab order. Without
 * scripting the tab list is hidden and every panel shows with its heading (see the CSS).
 */
export function ProductTabs({ label, tabs }: { label: string; tabs: ProductTab[] }) {
  const [selected, setSelected] = useState(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  const moveWithKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = targetIndex(event.key, selected, tabs.length)
    if (next === null) return
    event.preventDefault()
    setSelected(next)
    buttons.current[next]?.focus()
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            className={styles.tab}
            aria-selected={index === selected}
            aria-controls={panelId(tab.id)}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={moveWithKey}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          className={styles.panel}
          hidden={index !== selected}
          tabIndex={0}
        >
          <h2 className={styles.panelHeading}>{tab.label}</h2>
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
