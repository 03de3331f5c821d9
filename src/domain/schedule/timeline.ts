import type { DateTime } from 'luxon'

import { openPeriods, type Period, type Rules, unitePeriods } from './intervals'

/** Open periods known from `from` until `until`; a period reaching `until` may go on beyond it. */
export interface Timeline {
  periods: Period[]
  from: DateTime
  until: DateTime
}

/**
 * The open periods of the rules around `at`: shifts starting from the day before (a shift past
 * midnight may still be running) for `daysAhead` further days.
 */
export function timelineOf(rules: Rules, at: DateTime, daysAhead: number): Timeline {
  const from = at.startOf('day').minus({ days: 1 })
  const days = daysAhead + 2
  return { periods: openPeriods(rules, from, days), from, until: from.plus({ days }) }
}

/** Union of timelines built over the same days. */
export function uniteTimelines(first: Timeline, ...others: Timeline[]): Timeline {
  return { ...first, periods: unitePeriods(first.periods, ...others.map((t) => t.periods)) }
}
