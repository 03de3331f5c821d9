import type { DateTime } from 'luxon'

import { DEFAULT_TIME_ZONE } from '../defaults'
import { formatDate, parseGermanDay, zoned } from '../text/dates'
import type { CartItem } from './types'
import { CART_TEXTS, deliveryDateTooEarlyText } from './texts'

/** parts[1] of a parts shop line holds the wanted delivery date as DD.MM.YYYY (text/dates DATE_FORMAT). */
const STRICT_DATE = /^\d{2}\.\d{2}\.\d{4}$/

/** The earliest selectable delivery date: tomorrow (today + 1 day in the time zone), as DD.MM.YYYY. */
export function earliestDeliveryDate(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatDate(tomorrow(now, timeZone), timeZone)
}

/** 'DD.MM.YYYY' as ISO 'YYYY-MM-DD', or null when the text is not exactly such a real calendar day. */
export function parseDeliveryDate(text: string): string | null {
  const trimmed = text.trim()
  return STRICT_DATE.test(trimmed) ? parseGermanDay(trimmed) : null
}

export type DeliveryDateProblem = { reason: 'format' | 'tooEarly'; message: string }

/**
 * Checks a wanted delivery date. Empty means no wish and is fine; otherwise it must be a real
 * DD.MM.YYYY date no earlier than tomorrow in the time zone.
 */
export function deliveryDateProblem(
  text: string | null | undefined,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): DeliveryDateProblem | null {
  if (!text || text.trim() === '') return null
  const iso = parseDeliveryDate(text)
  if (!iso) return { reason: 'format', message: CART_TEXTS.deliveryDateInvalid }
  const earliest = tomorrow(now, timeZone)
  if (iso < (earliest.toISODate() ?? '')) {
    return { reason: 'tooEarly', message: deliveryDateTooEarlyText(formatDate(earliest, timeZone)) }
  }
  return null
}

/** The line's wanted delivery date text, '' when there is none. */
export function lineDeliveryDate(item: Pick<CartItem, 'parts'>): string {
  const date = item.parts?.[1]
  return typeof date === 'string' ? date : ''
}

/** Sets the wanted delivery date (DD.MM.YYYY or null) on one line, keeping its comment in parts[0]. */
export function withLineDeliveryDate<I extends Pick<CartItem, 'parts'>>(item: I, date: string | null): I {
  const parts = [...(item.parts ?? [])]
  while (parts.length < 1) parts.push(null)
  parts[1] = date
  return { ...item, parts }
}

function tomorrow(now: Date, timeZone: string): DateTime {
  return zoned(now, timeZone).startOf('day').plus({ days: 1 })
}
