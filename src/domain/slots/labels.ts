import type { DateTime } from 'luxon'

import { DEFAULT_TIME_ZONE } from '../defaults'
import { formatClock, formatDay, formatInstant, startOfDay, zoned } from '../schedule/clock'
import { formatDate, toZoned } from '../text/dates'
import { DATE_WEEKDAYS, SLOT_TEXTS } from './texts'

/** Reads a stored appointment (ISO date-time) in the time zone; null when missing or unreadable. */
export function parseAppointment(appointment: string | null | undefined, tz: string = DEFAULT_TIME_ZONE): DateTime | null {
  return toZoned(appointment, tz)
}

/** 'Fr., 27.11.2026' */
export const writtenDate = (value: DateTime): string => `${DATE_WEEKDAYS[value.weekday - 1]}, ${formatDate(value, value.zone)}`

/** 'Fr., 27.11.2026, 18:30' */
export const writtenDateTime = (value: DateTime): string => `${writtenDate(value)}, ${formatClock(value)}`

/** 'Heute', 'Morgen' or the written date of a calendar day ('YYYY-MM-DD' or an instant of it). */
export function dayLabel(date: string | Date, now: Date, tz: string = DEFAULT_TIME_ZONE): string {
  const day = startOfDay(date, tz)
  if (!day) return ''
  const today = zoned(now, tz).startOf('day')
  if (day.hasSame(today, 'day')) return SLOT_TEXTS.today
  if (day.hasSame(today.plus({ days: 1 }), 'day')) return SLOT_TEXTS.tomorrow
  return writtenDate(day)
}

/**
 * Label of the chosen appointment: 'So schnell wie möglich' without one (or 'Keine Angabe' when
 * one is required), else 'Heute, 18:30', 'Morgen, 18:30' or 'Fr., 27.11.2026, 18:30'.
 */
export function appointmentLabel(
  appointment: string | null | undefined,
  isRequired: boolean,
  now: Date,
  tz: string = DEFAULT_TIME_ZONE,
): string {
  const value = parseAppointment(appointment, tz)
  if (!value) return isRequired ? SLOT_TEXTS.notSpecified : SLOT_TEXTS.asSoonAsPossible
  return `${dayLabel(value.toJSDate(), now, tz)}, ${formatClock(value)}`
}

/** The stored appointment (ISO date-time with offset) of a picked day and time; null if either is invalid. */
export function appointmentAt(date: string, time: string, tz: string = DEFAULT_TIME_ZONE): string | null {
  const value = toZoned(`${date}T${time}`, tz)
  return value ? formatInstant(value) : null
}

/** The picked day 'YYYY-MM-DD' and time 'HH:mm' of a stored appointment. */
export function appointmentParts(
  appointment: string | null | undefined,
  tz: string = DEFAULT_TIME_ZONE,
): { date: string; time: string } | null {
  const value = parseAppointment(appointment, tz)
  return value ? { date: formatDay(value), time: formatClock(value) } : null
}
