'use client'

import { useId } from 'react'

import styles from './Statistics.module.css'
import { STATISTICS_VIEW_TEXTS as T } from './texts'

export type StatisticsBranch = { id: number; name: string }

/** The branch filter: all branches the user may see (admins: all) or one of them. */
export function BranchFilter({ branches, branch, allLabel, onChange }: {
  branches: readonly StatisticsBranch[]
  branch: number | null
  allLabel: string
  onChange: (branch: number | null) => void
}) {
  const id = useId()
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{T.branch}</label>
      <select id={id} value={branch ?? ''} onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}>
        <option value="">{allLabel}</option>
        {branches.map((entry) => (
          <option key={entry.id} value={entry.id}>{entry.name}</option>
        ))}
      </select>
    </div>
  )
}
