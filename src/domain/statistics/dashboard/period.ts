import { DateTime } from 'luxon'

import { DEFAULT_TIME_ZONE } from '@/src/domain/defaults'
import { MAX_RANGE_DAYS, parseDay } from '../range'

/** The period choices of the statistics dashboard: today, the last 7 or 30 days, this month, or own dates. */
export type PeriodPreset = 'today' | '7d' | '30d' | 'month' | 'custom'

/** The choices in the order the dashboard offers them. */
export const PERIOD_PRESETS: readonly PeriodPreset[] = ['today', '7d', '30d', 'month', 'custom']

/** The dashboard opens on the last 7 days. */
export const DEFAULT_PRESET: PeriodPreset = '7d'

/** Calendar days 'YYYY-MM-DD' of the shop's time zone, both inclusive (the `from` and `to` of the statistics calls). */
export interface Days {
  from: string
  to: string
}

/** The calendar day of an instant in the time zone: todayIn(2026-11-30T23:30Z) → '2026-12-01' in Vienna. */
export const todayIn = (now: Date, timeZone: string = DEFAULT_TIME_ZONE): string =>
  DateTime.fromJSDate(now, { zone: timeZone }).toISODate()!

/** The day `days` calendar days after (or, negative, before) a day; plain date arithmetic, no DST. */
export const addDays = (day: string, days: number): string =>
  DateTime.fromISO(day, { zone: 'utc' }).plus({ days }).toISODate()!

/** Number of calendar days of a range, both ends included: 2026-11-01 to 2026-11-30 → 30. */
export const daysOf = ({ from, to }: Days): number =>
  Math.round(DateTime.fromISO(to, { zone: 'utc' }).diff(DateTime.fromISO(from, { zone: 'utc' }), 'days').days) + 1

/**
 * The days a preset stands for, seen from `today`: 'today' is today, '7d' and '30d' end today
 * (today included: 7 and 30 days), 'month' runs from the first of this month to today.
 */
export function presetDays(preset: Exclude<PeriodPreset, 'custom'>, today: string): Days {
  switch (preset) {
    case 'today':
      return { from: today, to: today }
    case '7d':
      return { from: addDays(today, -6), to: today }
    case '30d':
      return { from: addDays(today, -29), to: today }
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today }
  }
}

/**
 * The period of equal length right before a range, which the change in percent compares with:
 * 2026-11-01…2026-11-30 (30 days) → 2026-10-02…2026-10-31; a single day → the day before.
 */
export function previousDays(range: Days): Days {
  const to = addDays(range.from, -1)
  return { from: addDays(to, -(daysOf(range) - 1)), to }
}

/** True for two real days 'YYYY-MM-DD', `to` not before `from`, at most MAX_RANGE_DAYS days: what the statistics calls accept. */
export function isValidDays(range: { from: unknown; to: unknown }): range is Days {
  if (!parseDay(range.from) || !parseDay(range.to)) return false
  const days = daysOf(range as Days)
  return days >= 1 && days <= MAX_RANGE_DAYS
}
