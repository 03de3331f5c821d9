import { DateTime } from 'luxon'

import { sumDecimal } from '@/src/domain/money'
import { weekdayName } from '@/src/domain/text/weekdays'
import type { RankedList } from '../ranking'
import type { TimeSeries } from '../series'

/** One row of a chart, of its table and of its CSV file: what (German label), how much, and its share when it is one of a whole. */
export interface ChartRow {
  key: string
  label: string
  value: number
  /** 0 to 1 (0.3333 = 33,33 %), for the parts of a ranked list. */
  share?: number
}

const HOURLY = /^(\d{4}-\d{2}-\d{2})T(\d{2})$/

const dayFormat = new Intl.DateTimeFormat('de-AT', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })
const shortDayFormat = new Intl.DateTimeFormat('de-AT', { day: '2-digit', month: '2-digit', timeZone: 'UTC' })

/** Noon UTC of a calendar day: formatted in UTC it stays that day whatever the zone. */
const dayInstant = (day: string) => new Date(`${day}T12:00:00Z`)

/** A calendar day 'YYYY-MM-DD' in German: '01.11.2026'. */
const dayText = (day: string): string => dayFormat.format(dayInstant(day))

/** The clock hour HH as '08:00–09:00' (the last one '23:00–24:00'). */
const hourText = (hour: string) => `${hour}:00–${String(Number(hour) + 1).padStart(2, '0')}:00`

/**
 * A bucket of a time series in German: a day '2026-11-01' → '01.11.2026', an hour
 * '2026-11-01T08' → '01.11.2026, 08:00–09:00'.
 */
export function periodText(period: string): string {
  const hourly = HOURLY.exec(period)
  return hourly ? `${dayText(hourly[1])}, ${hourText(hourly[2])}` : dayText(period)
}

/** The short axis label of a bucket: a day → '01.11.', an hour → '08:00'. */
export function periodTick(period: string): string {
  const hourly = HOURLY.exec(period)
  return hourly ? `${hourly[2]}:00` : shortDayFormat.format(dayInstant(period))
}

/** A range of days in German: '01.11.2026 bis 30.11.2026', a single day once: '01.11.2026'. */
export const daysText = ({ from, to }: { from: string; to: string }, joiner = 'bis'): string =>
  from === to ? dayText(from) : `${dayText(from)} ${joiner} ${dayText(to)}`

/** The rows of a time series, one per bucket in order, labelled in German. */
export const seriesRows = (series: TimeSeries): ChartRow[] =>
  series.data.map((point) => ({ key: point.period, label: periodText(point.period), value: point.value }))

/** The rows of a ranked list in its order, with their shares. */
export const rankedRows = (list: RankedList): ChartRow[] =>
  list.data.map((entry) => ({ key: entry.key, label: entry.label, value: entry.count, share: entry.share }))

/**
 * A series summed per weekday, Montag to Sonntag (all seven, empty ones 0). Each bucket counts for
 * the weekday of its calendar day: the statistics count an order on the Vienna day it was placed,
 * so the sum of the days of a weekday is exactly that weekday's count in the range.
 */
export function weekdayRows(series: TimeSeries): ChartRow[] {
  const byWeekday: number[][] = Array.from({ length: 7 }, () => [])
  for (const point of series.data) {
    const day = DateTime.fromISO(point.period.slice(0, 10), { zone: 'utc' })
    if (day.isValid) byWeekday[day.weekday - 1].push(point.value)
  }
  return byWeekday.map((values, index) => ({
    key: String(index + 1),
    label: weekdayName(index + 1),
    value: sumDecimal(values).toNumber(),
  }))
}

/** True when a chart has nothing to draw: no rows, or every value 0. */
export const isEmptyChart = (rows: readonly ChartRow[]): boolean => rows.every((row) => row.value === 0)
