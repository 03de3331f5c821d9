import { DateTime, type Zone } from 'luxon'

import { DEFAULT_TIME_ZONE } from '../defaults'
import { clockText, germanDate, type ZonedParts } from './zonedParts'

/** Display formats of parts-shop-and-site.md section 9 (luxon tokens). */
export const DATE_FORMAT = 'dd.MM.yyyy'
export const TIME_FORMAT = 'HH:mm'
export const DATE_TIME_FORMAT = 'dd.MM.yyyy HH:mm'
/** A calendar day as the rules pass it around and store it: 'YYYY-MM-DD'. */
export const ISO_DAY_FORMAT = 'yyyy-MM-dd'

/** A moment as a Date, as an ISO string (as Payload returns dates) or as a luxon DateTime. */
export type Moment = Date | string | DateTime

/** An IANA zone name ('Europe/Vienna') or a luxon zone (a DateTime's own `zone`). */
export type TimeZone = string | Zone

/** The instant `now` seen in the time zone. The one place where a Date becomes a zoned luxon DateTime. */
export function zoned(now: Date, timeZone: TimeZone = DEFAULT_TIME_ZONE): DateTime {
  return DateTime.fromJSDate(now, { zone: timeZone })
}

/**
 * A moment seen in the time zone, or null when it is missing or invalid. ISO strings with an
 * offset keep their instant; ISO strings without one are read as local time of the zone.
 */
export function toZoned(moment: Moment | null | undefined, timeZone: TimeZone = DEFAULT_TIME_ZONE): DateTime | null {
  if (moment === null || moment === undefined || moment === '') return null
  const value =
    typeof moment === 'string'
      ? DateTime.fromISO(moment, { zone: timeZone })
      : DateTime.isDateTime(moment)
        ? moment.setZone(timeZone)
        : zoned(moment, timeZone)
  return value.isValid ? value : null
}

/** The day and clock of a zoned moment, for the formats of zonedParts.ts (written there once, for this module and the browser's). */
export const partsOfZoned = (value: DateTime): ZonedParts => ({ year: value.year, month: value.month, day: value.day, hour: value.hour, minute: value.minute, weekday: value.weekday })

function format(moment: Moment | null | undefined, timeZone: TimeZone, write: (parts: ZonedParts) => string): string {
  const value = toZoned(moment, timeZone)
  return value ? write(partsOfZoned(value)) : ''
}

/** 'DD.MM.YYYY' in the time zone; '' for a missing or invalid moment. */
export function formatDate(moment: Moment | null | undefined, timeZone: TimeZone = DEFAULT_TIME_ZONE): string {
  return format(moment, timeZone, germanDate)
}

/** 'HH:mm' (24 hours) in the time zone; '' for a missing or invalid moment. */
export function formatTime(moment: Moment | null | undefined, timeZone: TimeZone = DEFAULT_TIME_ZONE): string {
  return format(moment, timeZone, clockText)
}

/** 'DD.MM.YYYY HH:mm' in the time zone; '' for a missing or invalid moment. */
export function formatDateTime(moment: Moment | null | undefined, timeZone: TimeZone = DEFAULT_TIME_ZONE): string {
  return format(moment, timeZone, (parts) => `${germanDate(parts)} ${clockText(parts)}`)
}

/** The calendar day 'YYYY-MM-DD' of a year, month and day; null when no such day exists (31 February). */
export function calendarDay(year: number, month: number, day: number): string | null {
  const value = DateTime.fromObject({ year, month, day }, { zone: 'utc' })
  return value.isValid ? value.toFormat(ISO_DAY_FORMAT) : null
}

const GERMAN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/

/**
 * The calendar day 'YYYY-MM-DD' a German date 'DD.MM.YYYY' names (one-digit day and month and
 * surrounding spaces accepted). Impossible dates such as 31.02.2026 and anything else give null.
 */
export function parseGermanDay(text: string | null | undefined): string | null {
  const match = GERMAN_DATE.exec((text ?? '').trim())
  if (!match) return null
  const [, day, month, year] = match
  return calendarDay(Number(year), Number(month), Number(day))
}

/**
 * Reads 'DD.MM.YYYY' (one-digit day and month and surrounding spaces accepted) as midnight of that
 * day in the time zone. Impossible dates such as 31.02.2026 and anything else give null.
 */
export function parseDate(text: string | null | undefined, timeZone: TimeZone = DEFAULT_TIME_ZONE): Date | null {
  const day = parseGermanDay(text)
  return day === null ? null : (toZoned(day, timeZone)?.toJSDate() ?? null)
}
