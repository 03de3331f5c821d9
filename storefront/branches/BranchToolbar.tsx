'use client'

import type { OpenStateBadgeView } from '@/src/domain/schedule/branchClock'
import { openBranchesText } from '@/src/domain/schedule/texts'
import { type Segments, valueAt } from '@/src/domain/segments'
import { useMinuteClock } from '@/storefront/ui/useMinuteClock'

import styles from './BranchToolbar.module.css'
import { BRANCH_TEXTS } from './texts'

/** A branch with its open state over the coming days (branchClock, worked out by the server). */
type ToolbarBranch = { name: string; openState: Segments<OpenStateBadgeView> }

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
  const time = now.getTime()
  const openCount = openBranchesText(branches.filter((branch) => valueAt(branch.openState, time).isOpen).length)
  const status = selected ? valueAt(selected.openState, time).toolbar : null
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
