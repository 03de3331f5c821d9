import type { Weekday } from '../schedule/types'
import { WEEKDAY_NAMES, WEEKDAY_SHORT_NAMES } from './texts'

/** Weekdays in the order of the week, Monday first (index 0 = ISO weekday 1). */
export const WEEKDAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']

export type WeekdayStyle = 'long' | 'short'

/** ISO number of a weekday key: monday → 1 … sunday → 7 (luxon's DateTime.weekday); 0 for anything else. */
export const isoWeekday = (day: Weekday): number => WEEKDAYS.indexOf(day) + 1

/**
 * German name of a weekday given as its key ('monday') or ISO number (1 = Montag … 7 = Sonntag):
 * 'Montag' or, in the short style, 'Mo'. Throws a RangeError for anything else.
 */
export function weekdayName(day: Weekday | number, style: WeekdayStyle = 'long'): string {
  const index = typeof day === 'number' ? day - 1 : isoWeekday(day) - 1
  if (!Number.isInteger(index) || index < 0 || index > 6) throw new RangeError(`Unknown weekday: ${day}`)
  return (style === 'short' ? WEEKDAY_SHORT_NAMES : WEEKDAY_NAMES)[index]
}
