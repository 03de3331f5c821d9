import { DateTime } from 'luxon'

import { DEFAULT_TIME_ZONE } from '../defaults'
import type { MinutesByDay } from './balances'
import type { Shift } from './shifts'

/** A working day's length when nothing is planned on it (a weekday of a full-time week). */
const UNPLANNED_DAY_MINUTES = 8 * 60

/** One year's vacation account of a person, in working days (half days possible). */
export interface HolidayBalance {
  year: number
  /** The days per year the person is entitled to. */
  entitlement: number
  /** Vacation days up to and including today. */
  taken: number
  /** Vacation days entered for later this year. */
  planned: number
  /** entitlement − taken − planned. */
  remaining: number
}

/**
 * The vacation days per Vienna day the vacation activities cover: each day counts with the share
 * of its planned minutes the vacation covers (a morning off on an eight-hour day is half a day),
 * or of eight hours when nothing is planned on a weekday, rounded to half days and at most one.
 * Public holidays and unplanned weekends cost no vacation, so one activity over a whole week
 * counts five days.
 */
export function vacationDaysByDay(
  vacations: readonly Shift[],
  planned: MinutesByDay,
  holidays: ReadonlyMap<string, string>,
  zone: string = DEFAULT_TIME_ZONE,
): Map<string, number> {
  const covered = new Map<string, number>()
  for (const vacation of vacations) {
    if (!vacation.end) continue
    const end = DateTime.fromJSDate(vacation.end, { zone })
    for (let day = DateTime.fromJSDate(vacation.start, { zone }).startOf('day'); day < end; day = day.plus({ days: 1 })) {
      const from = Math.max(day.toMillis(), vacation.start.getTime())
      const to = Math.min(day.plus({ days: 1 }).toMillis(), end.toMillis())
      const key = day.toISODate()!
      covered.set(key, (covered.get(key) ?? 0) + Math.max(0, Math.round((to - from) / 60_000)))
    }
  }
  const days = new Map<string, number>()
  for (const [day, minutes] of covered) {
    if (holidays.has(day)) continue
    const plan = planned.get(day) ?? 0
    const weekend = DateTime.fromISO(day, { zone }).weekday > 5
    const base = plan > 0 ? plan : weekend ? 0 : UNPLANNED_DAY_MINUTES
    if (base === 0) continue
    const share = Math.round(Math.min(1, minutes / base) * 2) / 2
    if (share > 0) days.set(day, share)
  }
  return days
}

/** The year's account: days up to `today` are taken, later ones planned. */
export function holidayBalance(year: number, entitlement: number, vacationDays: ReadonlyMap<string, number>, today: string): HolidayBalance {
  let taken = 0
  let planned = 0
  for (const [day, days] of vacationDays) {
    if (!day.startsWith(`${year}-`)) continue
    if (day <= today) taken += days
    else planned += days
  }
  return { year, entitlement, taken, planned, remaining: entitlement - taken - planned }
}
