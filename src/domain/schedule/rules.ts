import type { DateTime } from 'luxon'

import { toZoned } from '../text/dates'
import { isoWeekday } from '../text/weekdays'
import type { OpeningRule, Weekday } from './types'
import { formatDay, MINUTES_PER_DAY, parseClock } from './clock'

/** One shift of a day in minutes since its midnight; `to` ≤ `from` means it ends on the next day. */
export interface ClockShift {
  from: number
  to: number
}

/**
 * The calendar day of a 'once' rule: 'YYYY-MM-DD' as it is; a full ISO date-time (as a date field
 * may store it) is read as an instant and taken as its day in the schedule's time zone.
 */
function onceDay(date: string | null | undefined, zone: DateTime['zone']): string | null {
  if (!date) return null
  if (/^\d{4}-\d{2}-\d{2}$/.test(date.trim())) return date.trim()
  const instant = toZoned(date.trim(), zone)
  return instant ? formatDay(instant) : null
}

/**
 * Whether a rule is about the calendar day. 'once' rules count only on their own date, which is
 * always in the same ISO week as the day (spec: 'once' rules apply only in the same ISO week).
 */
function ruleAppliesTo(rule: OpeningRule, day: DateTime): boolean {
  if (rule.type === 'daily') return true
  if (rule.type === 'once') return onceDay(rule.date, day.zone) === formatDay(day)
  return isoWeekday(rule.type as Weekday) === day.weekday
}

/** Rules of the same type (and, for 'once', the same date) belong to one group of shifts. */
const groupKey = (rule: OpeningRule): string => (rule.type === 'once' ? `once:${rule.date ?? ''}` : rule.type)

function clockShift(rule: OpeningRule): ClockShift | null {
  const from = parseClock(rule.from)
  const to = parseClock(rule.to)
  if (from === null || to === null || from >= MINUTES_PER_DAY) return null
  return { from, to }
}

/**
 * The shifts of a calendar day after resolving the rule list in order: a rule that applies to the
 * day replaces the hours set so far, unless it has the same group as the rule applied just before
 * it, in which case it adds a shift (split shifts such as 11:30-14:00 and 17:30-22:00). A closed
 * rule clears the day. Rules with unreadable times are ignored.
 */
export function shiftsOfDay(rules: readonly OpeningRule[] | null | undefined, day: DateTime): ClockShift[] {
  let key: string | null = null
  let shifts: ClockShift[] = []
  for (const rule of rules ?? []) {
    if (!ruleAppliesTo(rule, day)) continue
    const shift = rule.isClosed ? null : clockShift(rule)
    if (!rule.isClosed && !shift) continue
    const sameGroup = key === groupKey(rule)
    key = groupKey(rule)
    if (rule.isClosed) shifts = []
    else if (sameGroup) shifts = [...shifts, shift as ClockShift]
    else shifts = [shift as ClockShift]
  }
  return shifts
}
