import { DEFAULT_TIME_ZONE } from '../defaults'
import { clockText, dayAfter, germanDate, isoDayText, isSameDay, zonedParts, type ZonedParts } from '../text/zonedParts'
import { DATE_WEEKDAYS, SLOT_TEXTS } from './texts'

/**
 * The written labels of a day and an appointment. Only display, so without the zone rules of the
 * schedule (the order status shows the appointment and loads no calendar library for it).
 */

/** 'Fr., 27.11.2026' */
export const writtenDay = (day: ZonedParts): string => `${DATE_WEEKDAYS[day.weekday - 1]}, ${germanDate(day)}`

/** 'Heute', 'Morgen' or the written date of a calendar day ('YYYY-MM-DD' or an instant of it). */
export function dayLabel(date: string | Date, now: Date, tz: string = DEFAULT_TIME_ZONE): string {
  const day = zonedParts(date, tz)
  const today = zonedParts(now, tz)
  if (!day || !today) return ''
  if (isSameDay(day, today)) return SLOT_TEXTS.today
  if (isSameDay(day, dayAfter(today))) return SLOT_TEXTS.tomorrow
  return writtenDay(day)
}

/**
 * Label of the chosen appointment: 'So schnell wie möglich' without one (or 'Keine Angabe' when
 * one is required), else 'Heute, 18:30', 'Morgen, 18:30' or 'Fr., 27.11.2026, 18:30'.
 */
export function appointmentLabel(appointment: string | null | undefined, isRequired: boolean, now: Date, tz: string = DEFAULT_TIME_ZONE): string {
  const value = zonedParts(appointment, tz)
  if (!value) return isRequired ? SLOT_TEXTS.notSpecified : SLOT_TEXTS.asSoonAsPossible
  return `${dayLabel(appointment!, now, tz)}, ${clockText(value)}`
}

/** The picked day 'YYYY-MM-DD' and time 'HH:mm' of a stored appointment (ISO date-time); null when missing or unreadable. */
export function appointmentParts(appointment: string | null | undefined, tz: string = DEFAULT_TIME_ZONE): { date: string; time: string } | null {
  const value = zonedParts(appointment, tz)
  return value ? { date: isoDayText(value), time: clockText(value) } : null
}
