import type { DateTime } from 'luxon'

import { DEFAULT_TIME_ZONE } from '../defaults'
import { formatClock, formatInstant } from '../schedule/clock'
import { partsOfZoned, toZoned } from '../text/dates'
import { writtenDay } from './appointmentLabel'

/** Reads a stored appointment (ISO date-time) in the time zone; null when missing or unreadable. */
export function parseAppointment(appointment: string | null | undefined, tz: string = DEFAULT_TIME_ZONE): DateTime | null {
  return toZoned(appointment, tz)
}

/** 'Fr., 27.11.2026' */
const writtenDate = (value: DateTime): string => writtenDay(partsOfZoned(value))

/** 'Fr., 27.11.2026, 18:30' */
export const writtenDateTime = (value: DateTime): string => `${writtenDate(value)}, ${formatClock(value)}`

/** The stored appointment (ISO date-time with offset) of a picked day and time; null if either is invalid. */
export function appointmentAt(date: string, time: string, tz: string = DEFAULT_TIME_ZONE): string | null {
  const value = toZoned(`${date}T${time}`, tz)
  return value ? formatInstant(value) : null
}
