import type { DateTime } from 'luxon'

import { ceilToMinutes, formatClock, formatDay, formatInstant } from '../schedule/clock'
import { openPeriods, type Rules } from '../schedule/intervals'
import { SLOT_ROUNDING_MINUTES } from './constants'

/** One available time window of a day: slots from `from` up to, not including, `to`. */
export interface TimeWindow {
  /** Local 'HH:mm' of the first slot. */
  from: string
  /** Local 'HH:mm' of the window's end; '24:00' when it runs to the end of the day. */
  to: string
  start: string
  end: string
}

const clockOfEnd = (end: DateTime, dayEnd: DateTime): string => (end >= dayEnd ? '24:00' : formatClock(end))

/**
 * The time windows of each day from `firstDay` for `days` days: the open periods clipped to the
 * calendar day (a shift past midnight shows its early hours on the next day), starting no earlier
 * than `earliest`, the start rounded up to 5 minutes. Keyed by 'YYYY-MM-DD'.
 */
export function windowsByDay(rules: Rules, firstDay: DateTime, days: number, earliest: DateTime): Map<string, TimeWindow[]> {
  const periods = openPeriods(rules, firstDay.minus({ days: 1 }), days + 1)
  const result = new Map<string, TimeWindow[]>()
  for (let offset = 0; offset < days; offset++) {
    const dayStart = firstDay.plus({ days: offset })
    const dayEnd = dayStart.plus({ days: 1 })
    const windows: TimeWindow[] = []
    for (const period of periods) {
      if (period.end <= dayStart || period.start >= dayEnd) continue
      const clipped = [period.start, dayStart, earliest].reduce((a, b) => (a > b ? a : b))
      const start = ceilToMinutes(clipped, SLOT_ROUNDING_MINUTES)
      const end = period.end < dayEnd ? period.end : dayEnd
      if (start >= end) continue
      const to = clockOfEnd(end, dayEnd)
      windows.push({ from: formatClock(start), to, start: formatInstant(start), end: formatInstant(end) })
    }
    result.set(formatDay(dayStart), windows)
  }
  return result
}
