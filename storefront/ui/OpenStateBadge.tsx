'use client'

import type { OpenStateBadgeView } from '@/src/domain/schedule/branchClock'
import type { Segments } from '@/src/domain/segments'

import styles from './OpenStateBadge.module.css'
import { useClockValue } from './useMinuteClock'

interface Props {
  /** The branch's open state over the coming days (branchClock, worked out by the server). */
  openState: Segments<OpenStateBadgeView>
  /** ISO instant the server rendered the page at (see useMinuteClock). */
  renderedAt: string
}

/**
 * 'Geöffnet bis 22:00' (warning colour when closing within 60 minutes) or 'Geschlossen' with the
 * next opening ('Wir öffnen wieder um 10:00 Uhr.') or the branch's closedMessage. Two lines are
 * reserved so the card does not jump when the state changes.
 */
export function OpenStateBadge({ openState, renderedAt }: Props) {
  const view = useClockValue(openState, renderedAt)
  return (
    <div className={styles.badge} data-state={view.state}>
      <p className={styles.state}>
        <span className={styles.dot} aria-hidden="true" />
        {view.toolbar.text}
      </p>
      {view.detail ? <p className={styles.detail}>{view.detail}</p> : null}
    </div>
  )
}
