import type { DateTime } from 'luxon'

import { DEFAULT_TIME_ZONE } from '../defaults'
import { weekdayName } from '../text/weekdays'
import { ceilToMinutes, formatClock, formatInstant, zoned } from './clock'
import type { Rules } from './intervals'
import { type Timeline, timelineOf } from './timeline'

/** The next opening is searched on the local quarter-hour grid (spec section 4). */
export const NEXT_OPENING_STEP_MINUTES = 15

/** How far ahead the next opening is searched; beyond it the branch's closedMessage is shown. */
export const NEXT_OPENING_HORIZON_DAYS = 14

export interface NextOpening {
  /** The opening lies on the same local calendar day as `now`. */
  isToday: boolean
  /** German weekday name, Montag … Sonntag. */
  weekday: string
  /** Local 'HH:mm'. */
  time: string
  /** ISO date-time with offset. */
  at: string
}

/** Describes an opening instant relative to `now`. */
function describeOpening(opening: DateTime, now: DateTime): NextOpening {
  return {
    isToday: opening.hasSame(now, 'day'),
    weekday: weekdayName(opening.weekday),
    time: formatClock(opening),
    at: formatInstant(opening),
  }
}

/**
 * The first opening at or after `at`: stepping through the quarter hours from `at` on, the first
 * step that lies inside an open period finds it; the reported time is the exact start of that
 * period (10:10 stays 10:10), or `at` itself when already open. Null within the horizon.
 */
export function nextOpeningIn(timeline: Timeline, at: DateTime, horizonDays = NEXT_OPENING_HORIZON_DAYS): NextOpening | null {
  const horizon = at.plus({ days: horizonDays })
  for (const period of timeline.periods) {
    if (period.end <= at) continue
    const opening = period.start > at ? period.start : at
    const step = ceilToMinutes(opening, NEXT_OPENING_STEP_MINUTES)
    if (step >= horizon) return null
    if (step < period.end) return describeOpening(opening, at)
  }
  return null
}

/** The next time the rules' hours apply, searched up to 14 days ahead; null when none. */
export function nextOpening(
  rules: Rules,
  now: Date,
  tz: string = DEFAULT_TIME_ZONE,
  horizonDays = NEXT_OPENING_HORIZON_DAYS,
): NextOpening | null {
  const at = zoned(now, tz)
  return nextOpeningIn(timelineOf(rules, at, horizonDays + 1), at, horizonDays)
}
