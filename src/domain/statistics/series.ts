import { roundTo, sumDecimal } from '../money'

/** One point of a time series. */
export interface SeriesPoint {
  period: string
  value: number
}

/** The time series answer: every period of the range in order (gaps filled with 0), and the range's total. */
export interface TimeSeries {
  data: SeriesPoint[]
  total: number
}

/** A row of an aggregate: a period's value, or (period null) the value of the whole range. */
export type SeriesRow = { period: string | null; value: string | number | null }

/**
 * The series over `periods`: each period's value from the rows (0 where there is none), rounded
 * half-up to `decimals`. The total is the row without period when there is one (a count of
 * distinct visitors over the range is not the sum of the days), else the exact sum of the values.
 */
export function timeSeries(periods: readonly string[], rows: readonly SeriesRow[], decimals = 0): TimeSeries {
  const byPeriod = new Map(rows.filter((row) => row.period !== null).map((row) => [row.period as string, row.value]))
  const totalRow = rows.find((row) => row.period === null)
  const values = periods.map((period) => byPeriod.get(period) ?? 0)
  return {
    data: periods.map((period, index) => ({ period, value: roundTo(values[index], decimals) })),
    total: roundTo(totalRow ? totalRow.value : sumDecimal(values), decimals),
  }
}
