import type { DateTime } from 'luxon'

import { openPeriods, type Period, type Rules, unitePeriods } from './intervals'

/** Open periods known from `from` until `until`; a period reaching `until` may go on beyond it. */
export interface Timeline {
  periods: Period[]
  from: DateTime
  until: DateTime
}

/** Timelines already built per rules list (by identity), day and length; a few per list suffice. */
const built = new WeakMap<object, Map<string, Timeline>>()
const BUILT_PER_RULES = 16

/**
 * The open periods of the rules around `at`: shifts starting from the day before (a shift past
 * midnight may still be running) for `daysAhead` further days. The same rules list asked again for
 * the same day gets the same (immutable) timeline.
 */
export function timelineOf(rules: Rules, at: DateTime, daysAhead: number): Timeline {
  const from = at.startOf('day').minus({ days: 1 })
  const days = daysAhead + 2
  if (!rules) return { periods: [], from, until: from.plus({ days }) }
  const key = `${from.toMillis()}|${from.zoneName}|${days}`
  const known = built.get(rules) ?? new Map<string, Timeline>()
  const cached = known.get(key)
  if (cached) return cached
  const timeline = { periods: openPeriods(rules, from, days), from, until: from.plus({ days }) }
  if (known.size >= BUILT_PER_RULES) known.delete(known.keys().next().value as string)
  known.set(key, timeline)
  built.set(rules, known)
  return timeline
}

/** Union of timelines built over the same days. */
export function uniteTimelines(first: Timeline, ...others: Timeline[]): Timeline {
  return { ...first, periods: unitePeriods(first.periods, ...others.map((t) => t.periods)) }
}
