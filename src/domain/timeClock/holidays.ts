import Holidays from 'date-holidays'

import type { AustrianState } from './states'


const calendars = new Map<AustrianState, Holidays>()
const calendarOf = (state: AustrianState) => {
  let calendar = calendars.get(state)
  if (!calendar) {
    calendar = new Holidays('AT', state, { languages: ['de'] })
    calendars.set(state, calendar)
  }
  return calendar
}

/**
 * The public holidays (gesetzliche Feiertage) of a year in an Austrian state, day ('2026-10-26')
 * to German name: the days a working schedule plans no time. Observances such as a state's patron
 * saint's day, which are no day off by law, are not among them.
 */
export function publicHolidays(year: number, state: AustrianState): Map<string, string> {
  return new Map(
    calendarOf(state)
      .getHolidays(year)
      .filter((holiday) => holiday.type === 'public')
      .map((holiday) => [holiday.date.slice(0, 10), holiday.name]),
  )
}
