import { DateTime } from 'luxon'

import { DEFAULT_TIME_ZONE } from '../defaults'
import { workedMinutes, type Shift } from './shifts'

/** Minutes per Vienna day ('2026-10-19'). */
export type MinutesByDay = ReadonlyMap<string, number>

/** One day of a time sheet: what was planned, worked and credited (vacation, sick leave), and the difference. */
export interface DayBalance {
  day: string
  /** Planned minutes; none on a public holiday. */
  planned: number
  worked: number
  /** Absence credited as worked (vacation, sick leave), at most the day's planned minutes. */
  credited: number
  /** The public holiday's name, when the day is one. */
  holiday: string | null
  /** worked + credited − planned. */
  balance: number
}

/** A week (its Monday) or month ('2026-10') of a time sheet, with the balance carried into it and out of it. */
export interface PeriodBalance {
  period: string
  planned: number
  worked: number
  credited: number
  balance: number
  /** The running balance before the period (from earlier periods, or carried over). */
  opening: number
  /** opening + balance. */
  closing: number
}

/**
 * The minutes of the shifts per Vienna day they began on, running ones until `now`: a night shift
 * belongs to the day its schedule row is dated (the evening it began), so planned and worked time
 * of one shift meet on one day.
 */
export function minutesByStartDay(shifts: readonly Shift[], now: Date, zone: string = DEFAULT_TIME_ZONE): Map<string, number> {
  const days = new Map<string, number>()
  for (const shift of shifts) {
    const day = DateTime.fromJSDate(shift.start, { zone }).toISODate()!
    days.set(day, (days.get(day) ?? 0) + workedMinutes(shift, now).worked)
  }
  return days
}

/** Every day from `from` to `to`, both included ('YYYY-MM-DD'). */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = DateTime.fromISO(from, { zone: 'utc' }); day.toISODate()! <= to; day = day.plus({ days: 1 })) days.push(day.toISODate()!)
  return days
}

/**
 * The time sheet's days from `from` to `to`: planned minutes (from the schedules; none on a public
 * holiday), worked minutes, absences credited up to the planned minutes (a half-day vacation
 * credits its half), and the day's balance.
 */
export function dayBalances(input: {
  from: string
  to: string
  planned: MinutesByDay
  worked: MinutesByDay
  absent: MinutesByDay
  holidays: ReadonlyMap<string, string>
}): DayBalance[] {
  return daysBetween(input.from, input.to).map((day) => {
    const holiday = input.holidays.get(day) ?? null
    const planned = holiday ? 0 : (input.planned.get(day) ?? 0)
    const worked = input.worked.get(day) ?? 0
    const credited = Math.min(input.absent.get(day) ?? 0, planned)
    return { day, planned, worked, credited, holiday, balance: worked + credited - planned }
  })
}

const periodOf = (day: string, unit: 'week' | 'month') => {
  const date = DateTime.fromISO(day, { zone: 'utc' })
  return unit === 'week' ? date.startOf('week').toISODate()! : date.toFormat('yyyy-MM')
}

/** The days summed per ISO week (named by its Monday) or month, each opening with the balance carried so far. */
export function periodBalances(days: readonly DayBalance[], unit: 'week' | 'month', carried = 0): PeriodBalance[] {
  const periods: PeriodBalance[] = []
  let running = carried
  for (const day of days) {
    const period = periodOf(day.day, unit)
    let current = periods.at(-1)
    if (current?.period !== period) {
      current = { period, planned: 0, worked: 0, credited: 0, balance: 0, opening: running, closing: running }
      periods.push(current)
    }
    current.planned += day.planned
    current.worked += day.worked
    current.credited += day.credited
    current.balance += day.balance
    running += day.balance
    current.closing = running
  }
  return periods
}
