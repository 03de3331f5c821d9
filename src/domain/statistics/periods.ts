import { DateTime } from 'luxon'

import { DEFAULT_TIME_ZONE } from '../defaults'
import type { Granularity } from './range'

/** One bucket of a time series: its label and the instants it spans (end exclusive). */
export interface Period {
  /** 'YYYY-MM-DD' per day, 'YYYY-MM-DDTHH' per hour, in the time zone. */
  period: string
  start: Date
  end: Date
}

const LABEL: Record<Granularity, string> = { day: 'yyyy-MM-dd', hour: "yyyy-MM-dd'T'HH" }

/** The label of the bucket an instant falls into. */
export const periodLabel = (at: Date, granularity: Granularity, timeZone: string = DEFAULT_TIME_ZONE): string =>
  DateTime.fromJSDate(at, { zone: timeZone }).toFormat(LABEL[granularity])

/**
 * Every bucket from `start` to `end`, in order. Days are calendar days of the time zone (23 or 25
 * hours long on a DST change). Hours are the clock hours of the time zone: the hour skipped in
 * spring does not exist, the hour repeated in autumn is one bucket two hours long.
 */
export function periodsOf(range: { start: Date; end: Date; granularity: Granularity }, timeZone: string = DEFAULT_TIME_ZONE): Period[] {
  const step = range.granularity === 'day' ? { days: 1 } : { hours: 1 }
  const periods: Period[] = []
  const end = range.end.getTime()
  for (let cursor = DateTime.fromJSDate(range.start, { zone: timeZone }); cursor.toMillis() < end; ) {
    const next = cursor.plus(step)
    const label = cursor.toFormat(LABEL[range.granularity])
    const last = periods.at(-1)
    if (last?.period === label) last.end = next.toJSDate()
    else periods.push({ period: label, start: cursor.toJSDate(), end: next.toJSDate() })
    cursor = next
  }
  return periods
}
