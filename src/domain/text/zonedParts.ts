import { DEFAULT_TIME_ZONE } from '../defaults'

/**
 * A moment's calendar day and clock as seen in a time zone, read with the platform's Intl (no
 * calendar library): what the German date and time formats show. The browser pages that only
 * display moments (the order status) use this instead of the zone rules in dates.ts, whose library
 * would be most of their script.
 */
export type ZonedParts = {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  /** 1 = Monday … 7 = Sunday (ISO). */
  weekday: number
}

/** A calendar day: the first three of ZonedParts. */
export type CalendarDay = Pick<ZonedParts, 'year' | 'month' | 'day'>

/** ISO 8601 as Payload and the rules write it: a day, optionally a time, optionally an offset or Z. */
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** The ISO weekday (1 = Monday) of a calendar day. */
const weekdayOf = ({ year, month, day }: CalendarDay) => ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1

function partsOfInstant(instant: Date, timeZone: string): ZonedParts | null {
  if (Number.isNaN(instant.getTime())) return null
  const value: Record<string, number> = {}
  for (const part of formatterOf(timeZone).formatToParts(instant)) if (part.type !== 'literal') value[part.type] = Number(part.value)
  // Some engines write midnight as 24 even with h23.
  const parts = { year: value.year, month: value.month, day: value.day, hour: value.hour % 24, minute: value.minute }
  return { ...parts, weekday: weekdayOf(parts) }
}

/** The digits of an ISO text without an offset: already the zone's local day and clock; null for a day that does not exist. */
function partsOfLocalText(match: RegExpExecArray): ZonedParts | null {
  const [year, month, day, hour, minute] = [1, 2, 3, 4, 5].map((index) => Number(match[index] ?? 0))
  const check = new Date(Date.UTC(year, month - 1, day))
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null
  return { year, month, day, hour, minute, weekday: weekdayOf({ year, month, day }) }
}

/**
 * A moment (a Date, or an ISO text as Payload stores dates) seen in the time zone; null when
 * missing or unreadable. ISO texts with an offset or Z keep their instant, texts without one are
 * local time of the zone (as dates.ts reads them).
 */
export function zonedParts(moment: Date | string | null | undefined, timeZone: string = DEFAULT_TIME_ZONE): ZonedParts | null {
  if (moment === null || moment === undefined || moment === '') return null
  if (moment instanceof Date) return partsOfInstant(moment, timeZone)
  const match = ISO.exec(moment)
  if (!match) return null
  return match[6] ? partsOfInstant(new Date(moment), timeZone) : partsOfLocalText(match)
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** 'DD.MM.YYYY' */
export const germanDate = ({ year, month, day }: CalendarDay): string => `${twoDigits(day)}.${twoDigits(month)}.${String(year).padStart(4, '0')}`

/** 'HH:mm' */
export const clockText = ({ hour, minute }: Pick<ZonedParts, 'hour' | 'minute'>): string => `${twoDigits(hour)}:${twoDigits(minute)}`

/** 'YYYY-MM-DD', the calendar day as the rules pass it around and store it. */
export const isoDayText = ({ year, month, day }: CalendarDay): string => `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}`

/** Today's calendar day 'YYYY-MM-DD' in the time zone. */
export const todayIn = (timeZone: string = DEFAULT_TIME_ZONE): string => isoDayText(zonedParts(new Date(), timeZone)!)

/** Whether two moments fall on the same calendar day. */
export const isSameDay = (a: CalendarDay, b: CalendarDay): boolean => a.year === b.year && a.month === b.month && a.day === b.day

/** The calendar day after `day`. */
export function dayAfter({ year, month, day }: CalendarDay): CalendarDay {
  const next = new Date(Date.UTC(year, month - 1, day + 1))
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() }
}

/** 'HH:mm' (24 hours) of a moment in the time zone; '' for a missing or invalid moment. */
export function clockOf(moment: Date | string | null | undefined, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts = zonedParts(moment, timeZone)
  return parts ? clockText(parts) : ''
}
