/**
 * German texts of the text helpers: the one source of weekday and month names for opening hours,
 * date pickers and written dates.
 */

/** Monday first, as the week starts on Monday (ordering-storefront.md section 4). */
export const WEEKDAY_NAMES = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'] as const

/** Short names of the opening hours table and the date picker header, 'Mo' to 'So' (ordering-storefront.md section 2). */
export const WEEKDAY_SHORT_NAMES = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'] as const

/** Month names January first; Austrian German ('Jänner') as the default locale is de-AT. */
export const MONTH_NAMES = [
  'Jänner', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember',
] as const

/** What truncation appends (parts-shop-and-site.md section 9). */
export const TRUNCATION_MARK = '...'
