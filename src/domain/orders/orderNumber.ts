import { DEFAULT_TIME_ZONE } from '../defaults'
import { calendarDay, zoned } from '../text/dates'

/**
 * A readable order number: the local calendar day as YYYYMMDD, a hyphen and the day's sequence
 * number padded to four digits: 21 Nov 2026, 42nd order → '20261121-0042'. Sequences above 9999
 * simply get more digits. The caller supplies the sequence (e.g. a per-day counter in the database).
 */
export function readableOrderNumber(date: Date, sequence: number, timeZone = DEFAULT_TIME_ZONE): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError('sequence must be a positive integer')
  return `${orderNumberDay(date, timeZone)}-${String(sequence).padStart(4, '0')}`
}

/** The day part of an order number (YYYYMMDD, local calendar day), for a number completed by the database. */
export function orderNumberDay(date: Date, timeZone = DEFAULT_TIME_ZONE): string {
  const day = zoned(date, timeZone)
  if (!day.isValid) throw new RangeError('invalid date')
  return day.toFormat('yyyyMMdd')
}

/** Reads an order number back into its day ('YYYY-MM-DD') and sequence; null when it is not one. */
export function parseOrderNumber(orderNumber: string): { day: string; sequence: number } | null {
  const match = /^(\d{4})(\d{2})(\d{2})-(\d{4,})$/.exec(orderNumber.trim())
  if (!match) return null
  const [, year, month, day, sequence] = match
  const calendar = calendarDay(Number(year), Number(month), Number(day))
  return calendar !== null && Number(sequence) >= 1 ? { day: calendar, sequence: Number(sequence) } : null
}
