import { DateTime } from 'luxon'

import type { OpeningRule, OpeningRuleType } from '@/src/domain/schedule/types'

export const TZ = 'Europe/Vienna'

/** The instant of a local wall-clock time in Vienna, e.g. at('2026-03-03T21:30'). */
export const at = (local: string, tz = TZ): Date => DateTime.fromISO(local, { zone: tz }).toJSDate()

/** An instant shown as local ISO without milliseconds, e.g. '2026-03-03T10:00:00+01:00'. */
export const iso = (date: Date, tz = TZ): string =>
  DateTime.fromJSDate(date, { zone: tz }).toISO({ suppressMilliseconds: true }) ?? ''

export const rule = (type: OpeningRuleType, from: string, to: string): OpeningRule => ({ type, from, to })
export const daily = (from: string, to: string): OpeningRule => rule('daily', from, to)
export const closed = (type: OpeningRuleType, date?: string): OpeningRule => ({ type, date, isClosed: true })
export const once = (date: string, from: string, to: string): OpeningRule => ({ type: 'once', date, from, to })

// The week of Monday 2026-03-02 … Sunday 2026-03-08 (ISO week 10) is used throughout.
export const DAILY_10_22 = [daily('10:00', '22:00')]
