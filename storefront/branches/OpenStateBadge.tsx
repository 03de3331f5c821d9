'use client'

import { branchOpenState, reopeningText, statusTextsFor } from '@/src/domain/schedule'

import styles from './OpenStateBadge.module.css'
import type { BranchSchedule } from './types'
import { useMinuteClock } from './useMinuteClock'

interface Props {
  branch: BranchSchedule
  /** ISO instant the server rendered the page at (see useMinuteClock). */
  renderedAt: string
}

/**
 * 'Geöffnet bis 22:00' (warning colour when closing within 60 minutes) or 'Geschlossen' with the
 * next opening ('Wir öffnen wieder um 10:00 Uhr.') or the branch's closedMessage. Two lines are
 * reserved so the card does not jump when the state changes.
 */
export function OpenStateBadge({ branch, renderedAt }: Props) {
  const now = useMinuteClock(renderedAt)
  const state = branchOpenState(branch, now)
  const { toolbar } = statusTextsFor(branch, state)
  const next = state.nextOpening
  const detail = state.isOpen ? null : next ? reopeningText(next.isToday, next.weekday, next.time) : state.closedMessage
  return (
    <div className={styles.badge} data-state={state.state}>
      <p className={styles.state}>
        <span className={styles.dot} aria-hidden="true" />
        {toolbar.text}
      </p>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
    </div>
  )
}
