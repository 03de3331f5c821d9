'use client'

import { useId, useState } from 'react'

import type { FilterFacet } from '@/src/domain/contracts/partsCatalogue'

import { SHOP_TEXTS, showAllText } from '../texts'
import { visibleFilterOptions } from './filterLayout'
import styles from './FilterPanel.module.css'
import { optionCountLabel } from './texts'

interface Props {
  filter: FilterFacet
  chosen: readonly string[]
  onToggle: (value: string) => void
  className?: string
}

/** One multiselect filter: a checkbox per option with its count, 5 first, then 'Alle anzeigen (+n)'. */
export function FilterGroup({ filter, chosen, onToggle, className }: Props) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  const { shown, hiddenCount } = visibleFilterOptions(filter.options, chosen, expanded)
  const canCollapse = expanded && visibleFilterOptions(filter.options, chosen, false).hiddenCount > 0
  return (
    <fieldset className={[styles.group, className].filter(Boolean).join(' ')}>
      <legend className={styles.legend}>{filter.label}</legend>
      <ul className={styles.options} id={`${id}-options`}>
        {shown.map((option, index) => {
          const inputId = `${id}-${index}`
          return (
            <li key={option.value} className={styles.option}>
              <input
                id={inputId}
                type="checkbox"
                className={styles.checkbox}
                checked={chosen.includes(option.value)}
                onChange={() => onToggle(option.value)}
              />
              <label htmlFor={inputId} className={styles.optionLabel}>
                <span className={styles.optionValue}>{option.value}</span>
                <span className={styles.optionCount}>
                  <span aria-hidden="true">{option.count.toLocaleString('de-AT')}</span>
                  <span className="visually-hidden">{`, ${optionCountLabel(option.count)}`}</span>
                </span>
              </label>
            </li>
          )
        })}
      </ul>
      {hiddenCount > 0 || canCollapse ? (
        <button type="button" className={styles.more} aria-expanded={expanded} aria-controls={`${id}-options`} onClick={() => setExpanded(!expanded)}>
          {expanded ? SHOP_TEXTS.showLess : showAllText(hiddenCount)}
        </button>
      ) : null}
    </fieldset>
  )
}
