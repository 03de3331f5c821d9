import type { DateTime } from 'luxon'

import { DEFAULT_TIME_ZONE } from '../defaults'
import { formatClock, formatInstant, zoned } from './clock'
import { periodAt, type Rules } from './intervals'
import { type Timeline, timelineOf } from './timeline'

/** Closing soon means less than this many minutes until the branch closes (spec section 2). */
export const CLOSING_SOON_MINUTES = 60

/** How many days ahead a closing time is looked for; open beyond that counts as open without end. */
const CLOSING_LOOKAHEAD_DAYS = 7

export interface OpeningState {
  isOpen: boolean
  /** Open with less than 60 minutes until closing. */
  isClosingSoon: boolean
  /** Local 'HH:mm' of the closing; null when closed or open without end in the next 7 days. */
  closesAt: string | null
  /** The closing instant as ISO date-time with offset, or null like closesAt. */
  closesAtIso: string | null
}

const CLOSED: OpeningState = { isOpen: false, isClosingSoon: false, closesAt: null, closesAtIso: null }

/** Opening state at an instant from a timeline (the closing time is the end of the joined open period). */
export function openingStateIn(timeline: Timeline, at: DateTime): OpeningState {
  const period = periodAt(timeline.periods, at)
  if (!period) return CLOSED
  if (period.end >= timeline.until) return { isOpen: true, isClosingSoon: false, closesAt: null, closesAtIso: null }
  const minutesLeft = period.end.diff(at, 'minutes').minutes
  return {
    isOpen: true,
    isClosingSoon: minutesLeft < CLOSING_SOON_MINUTES,
    closesAt: formatClock(period.end),
    closesAtIso: formatInstant(period.end),
  }
}

/** Whether the rules' hours apply at `now`, and whether and when they end soon. */
export function openingState(rules: Rules, now: Date, tz: string = DEFAULT_TIME_ZONE): OpeningState {
  const at = zoned(now, tz)
  return openingStateIn(timelineOf(rules, at, CLOSING_LOOKAHEAD_DAYS), at)
}
