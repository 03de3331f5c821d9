import { rankedRows, seriesRows, weekdayRows, type ChartRow } from '@/src/domain/statistics/dashboard/rows'
import { readRankedList, readTimeSeries } from '@/src/domain/statistics/dashboard/shapes'
import { weekdayName } from '@/src/domain/text/weekdays'

import type { ChartDefinition } from './charts'
import type { SetState } from './useStatistics'

/** A chart's rows and, for a series, the range's own total (distinct visitors are not the sum of the days). */
export type ChartData = { rows: ChartRow[]; total?: number }

/**
 * The rows a chart draws from its set's answer: undefined while loading, null when the call failed
 * or answered something else than the chart expects (a set that does not exist yet: 404).
 */
export function chartData(chart: ChartDefinition, state: SetState): ChartData | null | undefined {
  if (state.loading) return undefined
  if (chart.source === 'ranked') {
    const list = readRankedList(state.value)
    return list ? { rows: rankedRows(list) } : null
  }
  const series = readTimeSeries(state.value)
  if (!series) return null
  return chart.source === 'weekdays' ? { rows: weekdayRows(series) } : { rows: seriesRows(series), total: series.total }
}

/** Axis labels of the column charts: the hour ('08') or the weekday's short name ('Mo'). */
export const columnTicks = (chart: ChartDefinition, rows: readonly ChartRow[]): string[] =>
  rows.map((row) => (chart.source === 'weekdays' ? weekdayName(Number(row.key), 'short') : row.key))
