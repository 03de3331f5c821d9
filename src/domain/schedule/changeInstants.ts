import { DEFAULT_TIME_ZONE } from '../defaults'
import { ceilToMinutes, zoned } from './clock'
import { openPeriods, type Rules } from './intervals'
import { NEXT_OPENING_HORIZON_DAYS, NEXT_OPENING_STEP_MINUTES } from './nextOpening'
import { CLOSING_SOON_MINUTES } from './openingState'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/**
 * Every instant within `days` days from `from` at which something computed from the rules may
 * change: the start and end of each open period, an hour before each end (closing soon), each
 * local midnight ('heute' becomes a weekday, the week of the hours table, the look-ahead windows)
 * and, for the 14-day search of the next opening, 14 days before each (quarter-hour) opening.
 * Epoch milliseconds, unsorted; segmentsOver evaluates each of them.
 */
export function scheduleChangeInstants(ruleSets: readonly Rules[], from: Date, days: number, tz: string = DEFAULT_TIME_ZONE): number[] {
  const start = zoned(from, tz).startOf('day').minus({ days: 1 })
  const until = from.getTime() + days * DAY
  const instants = localMidnights(from, days, tz)
  const spanDays = days + NEXT_OPENING_HORIZON_DAYS + 3
  for (const rules of ruleSets) {
    if (!rules || rules.length === 0) continue
    for (const period of openPeriods(rules, start, spanDays)) {
      for (const boundary of [period.start, period.end]) {
        const at = boundary.toMillis()
        const step = ceilToMinutes(boundary, NEXT_OPENING_STEP_MINUTES).toMillis()
        instants.push(at, at - CLOSING_SOON_MINUTES * MINUTE, at - NEXT_OPENING_HORIZON_DAYS * DAY, step - NEXT_OPENING_HORIZON_DAYS * DAY)
      }
    }
  }
  return instants.filter((at) => at <= until)
}

/** The local midnights from the day before `from` until `days` days after it (epoch milliseconds). */
export function localMidnights(from: Date, days: number, tz: string = DEFAULT_TIME_ZONE): number[] {
  const until = from.getTime() + days * DAY
  const midnights: number[] = []
  for (let day = zoned(from, tz).startOf('day').minus({ days: 1 }); day.toMillis() <= until; day = day.plus({ days: 1 })) midnights.push(day.toMillis())
  return midnights
}
