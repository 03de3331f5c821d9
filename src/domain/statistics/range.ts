import { DateTime } from 'luxon'

import { DEFAULT_TIME_ZONE } from '../defaults'
import { STATISTICS_TEXTS as T } from './texts'

/** Time series are counted per hour for ranges of up to two days, per day otherwise. */
export type Granularity = 'hour' | 'day'

/** Calendar days of the shop's time zone, both inclusive, and the instants they span. */
export interface DayRange {
  from: string
  to: string
  /** Midnight starting `from`, in the time zone. */
  start: Date
  /** Midnight after `to` (exclusive), in the time zone. */
  end: Date
  /** Number of calendar days, `from` and `to` included. */
  days: number
}

export interface StatisticsRange extends DayRange {
  granularity: Granularity
}

type StatisticsFieldError = { field: string; message: string }
export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: StatisticsFieldError[] }

/** The longest range a statistics call answers (two years and a day). */
export const MAX_RANGE_DAYS = 731
/** Ranges up to this many days are counted per hour. */
const HOURLY_UP_TO_DAYS = 2

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** Midnight of a calendar day 'YYYY-MM-DD' in the time zone; null for anything else (2026-02-30 included). */
export function parseDay(value: unknown, timeZone: string = DEFAULT_TIME_ZONE): DateTime | null {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) return null
  const day = DateTime.fromISO(value, { zone: timeZone })
  return day.isValid && day.toISODate() === value ? day.startOf('day') : null
}

const isMissing = (value: unknown) => value === undefined || value === null || value === ''

function readDay(query: Record<string, unknown>, field: string, timeZone: string): { day: DateTime } | { error: StatisticsFieldError } {
  const value = query[field]
  if (isMissing(value)) return { error: { field, message: T.errors.dayMissing } }
  const day = parseDay(value, timeZone)
  return day ? { day } : { error: { field, message: T.errors.dayInvalid } }
}

/** Whole calendar days from `a` to `b` (their dates compared, so a DST change does not matter). */
const calendarDaysBetween = (a: DateTime, b: DateTime) =>
  DateTime.fromISO(b.toISODate()!, { zone: 'utc' }).diff(DateTime.fromISO(a.toISODate()!, { zone: 'utc' }), 'days').days

/**
 * The calendar days named by two query fields ('from' and 'to', or 'start' and 'end'): both
 * required as 'YYYY-MM-DD', the second not before the first, at most MAX_RANGE_DAYS days.
 * Errors name their field and are German.
 */
export function dayRange(
  query: Record<string, unknown>,
  fields: { from: string; to: string } = { from: 'from', to: 'to' },
  timeZone: string = DEFAULT_TIME_ZONE,
): Parsed<DayRange> {
  const from = readDay(query, fields.from, timeZone)
  const to = readDay(query, fields.to, timeZone)
  const errors = [from, to].flatMap((result) => ('error' in result ? [result.error] : []))
  if (!('day' in from) || !('day' in to)) return { ok: false, errors }
  const days = calendarDaysBetween(from.day, to.day) + 1
  if (days < 1) return { ok: false, errors: [{ field: fields.to, message: T.errors.reversed }] }
  if (days > MAX_RANGE_DAYS) return { ok: false, errors: [{ field: fields.to, message: T.errors.tooLong(MAX_RANGE_DAYS) }] }
  return {
    ok: true,
    value: {
      from: from.day.toISODate()!,
      to: to.day.toISODate()!,
      start: from.day.toJSDate(),
      end: to.day.plus({ days: 1 }).toJSDate(),
      days,
    },
  }
}

/** The range of a statistics call (`from`, `to`) with its granularity: per hour up to two days, else per day. */
export function statisticsRange(query: Record<string, unknown>, timeZone: string = DEFAULT_TIME_ZONE): Parsed<StatisticsRange> {
  const parsed = dayRange(query, { from: 'from', to: 'to' }, timeZone)
  if (!parsed.ok) return parsed
  return { ok: true, value: { ...parsed.value, granularity: parsed.value.days <= HOURLY_UP_TO_DAYS ? 'hour' : 'day' } }
}

/** The dates of a user profile: `start` and `end` (inclusive), and `now`, the last day counted "to date". */
export interface ProfileDates {
  range: DayRange
  /** The day given as `now` (default: today in the time zone). */
  now: string
  /**
   * End of the "to date" part: midnight after `now`, kept within the range (the range's start
   * when `now` lies before it, its end when after it).
   */
  toDateEnd: Date
}

/**
 * `start`, `end` and the optional `now` of the user profile. `now` defaults to the day of
 * `today` in the time zone; it may lie outside the range (then "to date" is nothing or everything).
 */
export function profileDates(query: Record<string, unknown>, today: Date, timeZone: string = DEFAULT_TIME_ZONE): Parsed<ProfileDates> {
  const parsed = dayRange(query, { from: 'start', to: 'end' }, timeZone)
  const nowGiven = !isMissing(query.now)
  const now = nowGiven ? parseDay(query.now, timeZone) : DateTime.fromJSDate(today, { zone: timeZone }).startOf('day')
  const errors = [...(parsed.ok ? [] : parsed.errors), ...(now ? [] : [{ field: 'now', message: T.errors.dayInvalid }])]
  if (!parsed.ok || !now) return { ok: false, errors }
  const { start, end } = parsed.value
  const afterNow = now.plus({ days: 1 }).toMillis()
  const toDateEnd = new Date(Math.min(Math.max(afterNow, start.getTime()), end.getTime()))
  return { ok: true, value: { range: parsed.value, now: now.toISODate()!, toDateEnd } }
}
