import { DateTime } from 'luxon'

import { DEFAULT_TIME_ZONE } from '../defaults'
import { formatDay, zoned } from '../schedule/clock'
import { toZoned } from '../text/dates'
import { MONTH_NAMES, WEEKDAY_SHORT_NAMES } from '../text/texts'
import { APPOINTMENT_WINDOW_DAYS } from './constants'
import { SLOT_TEXTS } from './texts'

export interface MonthRef {
  year: number
  /** 1 = January … 12 = December. */
  month: number
}

interface DatePickerDay {
  date: string
  day: number
  isOutsideMonth: boolean
  isToday: boolean
  isPast: boolean
  isAvailable: boolean
  /** Past, unavailable or of a neighbouring month: not selectable. */
  isDisabled: boolean
  isSelected: boolean
}

interface DatePickerWeek {
  /** ISO week number, shown in the 'KW' column. */
  weekNumber: number
  days: DatePickerDay[]
}

export interface DatePickerMonth extends MonthRef {
  /** 'März 2026' */
  title: string
  weekLabel: string
  weekdays: readonly string[]
  weeks: DatePickerWeek[]
  canGoBack: boolean
  canGoForward: boolean
}

/** The month `delta` months away. */
export function shiftMonth(ref: MonthRef, delta: number): MonthRef {
  const moved = DateTime.fromObject({ year: ref.year, month: ref.month, day: 1 }).plus({ months: delta })
  return { year: moved.year, month: moved.month }
}

/** The month to open with: that of the selected day, else of the first available day, else of today. */
export function initialMonth(
  selected: string | null | undefined,
  available: readonly string[],
  now: Date,
  tz: string = DEFAULT_TIME_ZONE,
): MonthRef {
  const day = toZoned(selected ?? available[0], tz) ?? zoned(now, tz)
  return { year: day.year, month: day.month }
}

/**
 * Month view of the date picker: Monday-first weeks with ISO week numbers, days of neighbouring
 * months shown but disabled, past days and days without appointments disabled. Navigation stays
 * between the current month and the month of the window's last day.
 */
export function datePickerMonth(
  ref: MonthRef,
  available: readonly string[],
  now: Date,
  tz: string = DEFAULT_TIME_ZONE,
  selected: string | null = null,
): DatePickerMonth {
  const today = zoned(now, tz).startOf('day')
  const first = DateTime.fromObject({ year: ref.year, month: ref.month, day: 1 }, { zone: tz })
  const lastWindowDay = today.plus({ days: APPOINTMENT_WINDOW_DAYS - 1 })
  const availableSet = new Set(available)
  const weeks: DatePickerWeek[] = []
  for (let monday = first.startOf('week'); monday <= first.endOf('month'); monday = monday.plus({ weeks: 1 })) {
    const days = Array.from({ length: 7 }, (_, index) => {
      const day = monday.plus({ days: index })
      const date = formatDay(day)
      const isOutsideMonth = day.month !== ref.month
      const isPast = day < today
      const isAvailable = availableSet.has(date)
      return {
        date, day: day.day, isOutsideMonth, isToday: day.hasSame(today, 'day'), isPast, isAvailable,
        isDisabled: isOutsideMonth || isPast || !isAvailable, isSelected: date === selected,
      }
    })
    weeks.push({ weekNumber: monday.weekNumber, days })
  }
  return {
    ...ref,
    title: `${MONTH_NAMES[ref.month - 1]} ${ref.year}`,
    weekLabel: SLOT_TEXTS.weekLabel,
    weekdays: WEEKDAY_SHORT_NAMES,
    weeks,
    canGoBack: first > today.startOf('month'),
    canGoForward: first < lastWindowDay.startOf('month'),
  }
}
