import { DateTime } from 'luxon'

import { DEFAULT_TIME_ZONE } from '../defaults'
import { formatTime, ISO_DAY_FORMAT, toZoned, zoned } from '../text/dates'

/** The zone handling lives in text/dates; re-exported here because schedule callers import it from the clock. */
export { zoned }

/** Minutes in a day; a clock value of 1440 ('24:00') means the end of the day. */
export const MINUTES_PER_DAY = 1440

/** A calendar day given as 'YYYY-MM-DD', or any instant of that day in the time zone. */
export type DayInput = string | Date

/**
 * Minutes since midnight of an 'HH:MM' value ('H:MM' and seconds are tolerated);
 * '24:00' gives 1440. Anything else gives null.
 */
export function parseClock(value?: string | null): number | null {
  const match = /^\s*(\d{1,2}):(\d{2})(?::\d{2})?\s*$/.exec(value ?? '')
  if (!match) return null
  const hour = Number(match[1])
  const minute = Number(match[2])
  if (minute > 59 || hour > 24 || (hour === 24 && minute > 0)) return null
  return hour * 60 + minute
}

/** Start of the calendar day in the time zone; null for an invalid day. */
export function startOfDay(day: DayInput, tz: string = DEFAULT_TIME_ZONE): DateTime | null {
  return toZoned(day, tz)?.startOf('day') ?? null
}

/**
 * The instant at a clock value of a calendar day. Local times that do not exist (the skipped hour
 * of a spring DST change) resolve as luxon does: 02:30 becomes 03:30; repeated times of the autumn
 * change resolve to their second occurrence.
 */
export function atClock(day: DateTime, minutes: number): DateTime {
  if (minutes >= MINUTES_PER_DAY) return day.plus({ days: 1 }).startOf('day')
  return DateTime.fromObject(
    { year: day.year, month: day.month, day: day.day, hour: Math.floor(minutes / 60), minute: minutes % 60 },
    { zone: day.zone },
  )
}

/** Rounds up to the next multiple of `step` minutes of the local clock (10:01 → 10:05 for 5). */
export function ceilToMinutes(value: DateTime, step: number): DateTime {
  const hour = value.startOf('hour')
  const minutes = value.diff(hour, 'minutes').minutes
  return hour.plus({ minutes: Math.ceil(minutes / step) * step })
}

/** 'HH:mm' in the value's own zone. */
export const formatClock = (value: DateTime): string => formatTime(value, value.zone)

/** 'YYYY-MM-DD' in the value's own zone. */
export const formatDay = (value: DateTime): string => value.toFormat(ISO_DAY_FORMAT)

/** ISO date-time with the zone's offset, e.g. '2026-03-03T10:00:00.000+01:00'. */
export const formatInstant = (value: DateTime): string => value.toISO() ?? value.toJSDate().toISOString()
