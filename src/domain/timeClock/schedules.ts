import { DateTime } from 'luxon'

import { DEFAULT_TIME_ZONE } from '../defaults'

/**
 * A planned shift as the working-schedules collection stores it: on its day, or, with
 * `repeatsWeekly`, on that weekday every week from that day up to `validUntil` (open-ended
 * without it). A weekly plan is several such rows, one per working day.
 */
export interface PlannedShift {
  /** The (first) day, as stored (an ISO instant within the day, or 'YYYY-MM-DD'). */
  date: string
  repeatsWeekly?: boolean | null
  validUntil?: string | null
  plannedHours?: number | null
}

const dayOf = (value: string, zone: string) => DateTime.fromISO(value, { zone }).toISODate()

/**
 * The Vienna days ('YYYY-MM-DD') from `from` to `to` (both included) on which a planned shift
 * falls: its own day, or for a weekly one every seventh day from its first up to its last.
 */
export function shiftDays(shift: PlannedShift, from: string, to: string, zone: string = DEFAULT_TIME_ZONE): string[] {
  const first = dayOf(shift.date, zone)
  if (!first) return []
  if (!shift.repeatsWeekly) return first >= from && first <= to ? [first] : []
  const until = shift.validUntil ? dayOf(shift.validUntil, zone) : null
  const last = until && until < to ? until : to
  const start = DateTime.fromISO(first, { zone: 'utc' })
  // The first occurrence on or after `from`, in whole weeks from the first day.
  const skipWeeks = Math.max(0, Math.ceil(DateTime.fromISO(from, { zone: 'utc' }).diff(start, 'days').days / 7))
  const days: string[] = []
  for (let week = skipWeeks; ; week++) {
    const day = start.plus({ weeks: week }).toISODate()!
    if (day > last) return days
    days.push(day)
  }
}

/** Planned minutes per Vienna day from `from` to `to` (both included), every shift's occurrences summed. */
export function plannedMinutesByDay(shifts: readonly PlannedShift[], from: string, to: string, zone: string = DEFAULT_TIME_ZONE): Map<string, number> {
  const planned = new Map<string, number>()
  for (const shift of shifts) {
    const minutes = Math.round((shift.plannedHours ?? 0) * 60)
    for (const day of shiftDays(shift, from, to, zone)) planned.set(day, (planned.get(day) ?? 0) + minutes)
  }
  return planned
}
