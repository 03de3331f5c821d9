'use client'

import { formatChange, percentChange } from '@/src/domain/statistics/dashboard/change'
import { readTimeSeries } from '@/src/domain/statistics/dashboard/shapes'
import { fillPlaceholders } from '@/src/domain/text/placeholders'

import { KEY_FIGURES, type DashboardSetName } from './charts'
import { formatValue } from './format'
import styles from './Statistics.module.css'
import { STATISTICS_VIEW_TEXTS as T } from './texts'
import type { SetState } from './useStatistics'

/** The total of a loaded series; undefined while loading, null when the call failed. */
const totalOf = (state: SetState): number | null | undefined => (state.loading ? undefined : (readTimeSeries(state.value)?.total ?? null))

const PENDING = '…'
const MISSING = '–'

/**
 * The key figures of the period (visitors, page views, orders, revenue, cancelled orders, items),
 * each with its change in percent to the previous period of equal length.
 */
export function KeyFigures({ current, previous }: { current: (set: DashboardSetName) => SetState; previous: (set: DashboardSetName) => SetState }) {
  return (
    <dl className={styles.figures}>
      {KEY_FIGURES.map((figure) => {
        const now = totalOf(current(figure.set))
        const before = totalOf(previous(figure.set))
        const text = (value: number | null | undefined) => (value === undefined ? PENDING : value === null ? MISSING : formatValue(value, figure.measure))
        const change = percentChange(now, before)
        const changeText = now === undefined || before === undefined ? PENDING : change === null ? T.noComparison : formatChange(change)
        const direction = change === null || change === 0 ? 'even' : change > 0 ? 'up' : 'down'
        return (
          <div key={figure.set} className={styles.figure} data-figure={figure.set}>
            <dt className={styles.figureLabel}>{figure.label}</dt>
            <dd className={styles.figureValue}>{text(now)}</dd>
            <dd className={styles.figureChange} data-direction={direction}>
              <span className={styles.visuallyHidden}>{T.changeLabel} </span>
              {changeText}
            </dd>
            <dd className={styles.figurePrevious}>{fillPlaceholders(T.previousValue, { value: text(before) })}</dd>
          </div>
        )
      })}
    </dl>
  )
}
