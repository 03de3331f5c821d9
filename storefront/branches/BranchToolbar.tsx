'use client'

import { branchStatusTexts, openBranchesLabel } from '@/src/domain/schedule'

import styles from './BranchToolbar.module.css'
import { BRANCH_TEXTS } from './texts'
import type { BranchSchedule } from './types'
import { useMinuteClock } from './useMinuteClock'

type ToolbarBranch = BranchSchedule & { name: string }

interface Props {
  /** The branches whose open count is shown ('2 Standorte geöffnet', 'Alle Standorte geschlossen'). */
  branches: ToolbarBranch[]
  /** The selected branch: its name and 'Geöffnet bis {time}' or 'Geschlossen'. */
  selected?: ToolbarBranch | null
  /** ISO instant the server rendered the page at (see useMinuteClock). */
  renderedAt: string
}

/** The branch toolbar of the storefront (plugin 'toolbar'); re-evaluated every minute. */
export function BranchToolbar({ branches, selected = null, renderedAt }: Props) {
  const now = useMinuteClock(renderedAt)
  const openCount = openBranchesLabel(branches, now)
  const status = selected ? branchStatusTexts(selected, now).toolbar : null
  return (
    <div className={styles.toolbar} role="region" aria-label={BRANCH_TEXTS.toolbarLabel}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.count}>
          {openCount}
        </p>
        {selected && status ? (
          <p className={styles.selected}>
            <span className="visually-hidden">{BRANCH_TEXTS.selectedBranch}: </span>
            <span className={styles.name}>{selected.name}</span>
            <span className={styles.status} data-warning={status.isWarning || undefined}>
              {status.text}
            </span>
          </p>
        ) : null}
      </div>
    </div>
  )
}
