import type { DateTime } from 'luxon'

import { DEFAULT_TIME_ZONE } from '../defaults'
import type { OpeningRule } from './types'
import { atClock, type DayInput, startOfDay } from './clock'
import { shiftsOfDay } from './rules'

/** One open interval as instants: from `start` (inclusive) to `end` (exclusive). */
export interface OpenInterval {
  start: Date
  end: Date
}

/** The same as luxon date-times in the schedule's zone, used inside the rules. */
export interface Period {
  start: DateTime
  end: DateTime
}

export type Rules = readonly OpeningRule[] | null | undefined

/** Sorts periods and merges overlapping or touching ones. */
function mergePeriods(periods: readonly Period[]): Period[] {
  const sorted = periods.filter((p) => p.end > p.start).sort((a, b) => a.start.toMillis() - b.start.toMillis())
  const merged: Period[] = []
  for (const period of sorted) {
    const last = merged[merged.length - 1]
    if (!last || period.start > last.end) merged.push(period)
    else if (period.end > last.end) merged[merged.length - 1] = { start: last.start, end: period.end }
  }
  return merged
}

/**
 * Periods of the shifts that start on the calendar day (a shift past midnight ends on the next
 * day; 'to' 00:00 is the end of the day; 'from' = 'to' is a full 24 hours), merged and sorted.
 */
export function periodsStartingOn(rules: Rules, day: DateTime): Period[] {
  return mergePeriods(
    shiftsOfDay(rules, day).map(({ from, to }) => ({
      start: atClock(day, from),
      end: to > from ? atClock(day, to) : atClock(day.plus({ days: 1 }), to),
    })),
  )
}

/** The open intervals of shifts starting on a calendar day ('YYYY-MM-DD' or an instant of it). */
export function intervalsOn(rules: Rules, date: DayInput, tz: string = DEFAULT_TIME_ZONE): OpenInterval[] {
  const day = startOfDay(date, tz)
  return day ? periodsStartingOn(rules, day).map(toOpenInterval) : []
}

/** Merged open periods of all shifts starting on `days` calendar days from `firstDay` on. */
export function openPeriods(rules: Rules, firstDay: DateTime, days: number): Period[] {
  const all: Period[] = []
  for (let offset = 0; offset < days; offset++) all.push(...periodsStartingOn(rules, firstDay.plus({ days: offset })))
  return mergePeriods(all)
}

/** Union of several sets of periods (e.g. opening hours and delivery hours). */
export const unitePeriods = (...sets: Period[][]): Period[] => mergePeriods(sets.flat())

/** The period containing the instant (start inclusive, end exclusive), if any. */
export const periodAt = (periods: readonly Period[], at: DateTime): Period | undefined =>
  periods.find((p) => p.start <= at && at < p.end)

const toOpenInterval = (period: Period): OpenInterval => ({
  start: period.start.toJSDate(),
  end: period.end.toJSDate(),
})
