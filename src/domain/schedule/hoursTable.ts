import { DEFAULT_TIME_ZONE } from '../defaults'
import { WEEKDAY_SHORT_NAMES } from '../text/texts'
import { WEEKDAYS } from '../text/weekdays'
import type { Weekday } from './types'
import { type BranchHours, usesDeliveryHours } from './branchHours'
import { formatClock, zoned } from './clock'
import { periodsStartingOn, type Rules } from './intervals'
import { RANGE_SEPARATOR, SCHEDULE_TEXTS, SHIFT_SEPARATOR } from './texts'

interface TableShift {
  from: string
  to: string
}

export interface HoursTableRow {
  /** 'Mo - Fr' for a range of consecutive days, 'Sa' for a single day. */
  label: string
  days: Weekday[]
  /** '10:00 - 22:00', several shifts joined by ', ', or 'Geschlossen'. */
  hours: string
  isClosed: boolean
  shifts: TableShift[]
}

const shiftText = (shift: TableShift): string => `${shift.from}${RANGE_SEPARATOR}${shift.to}`

function rangeLabel(first: number, last: number): string {
  const [from, to] = [WEEKDAY_SHORT_NAMES[first], WEEKDAY_SHORT_NAMES[last]]
  return first === last ? from : `${from}${RANGE_SEPARATOR}${to}`
}

/**
 * The hours of each day Monday..Sunday of the week containing `now` (so 'once' rules of that week
 * show), consecutive days with equal hours grouped into one row.
 */
export function hoursTable(rules: Rules, now: Date, tz: string = DEFAULT_TIME_ZONE): HoursTableRow[] {
  const monday = zoned(now, tz).startOf('week')
  const days = WEEKDAYS.map((_, index) => {
    const shifts = periodsStartingOn(rules, monday.plus({ days: index })).map((p) => ({
      from: formatClock(p.start),
      to: formatClock(p.end),
    }))
    return { shifts, hours: shifts.length ? shifts.map(shiftText).join(SHIFT_SEPARATOR) : SCHEDULE_TEXTS.closed }
  })
  const rows: HoursTableRow[] = []
  let first = 0
  days.forEach((day, index) => {
    if (index < days.length - 1 && days[index + 1].hours === day.hours) return
    rows.push({
      label: rangeLabel(first, index),
      days: WEEKDAYS.slice(first, index + 1),
      hours: day.hours,
      isClosed: day.shifts.length === 0,
      shifts: day.shifts,
    })
    first = index + 1
  })
  return rows
}

export interface BranchHoursTables {
  opening: HoursTableRow[]
  /** Only when the branch has delivery hours enabled (the home page then offers a toggle). */
  delivery: HoursTableRow[] | null
}

/** Opening hours table and, when enabled, delivery hours table of a branch. */
export function branchHoursTables(branch: BranchHours, now: Date, tz: string = DEFAULT_TIME_ZONE): BranchHoursTables {
  return {
    opening: hoursTable(branch.openingHours, now, tz),
    delivery: usesDeliveryHours(branch) ? hoursTable(branch.deliveryHours, now, tz) : null,
  }
}
