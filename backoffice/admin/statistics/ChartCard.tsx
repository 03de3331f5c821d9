'use client'

import { useId, useState, type ReactNode } from 'react'

import { chartCsv, csvFileName } from '@/src/domain/statistics/dashboard/csv'
import type { Days } from '@/src/domain/statistics/dashboard/period'
import { daysText, isEmptyChart, type ChartRow } from '@/src/domain/statistics/dashboard/rows'

import type { ChartDefinition } from './charts'
import { DataTable } from './DataTable'
import { downloadCsv } from './downloadCsv'
import { chartSummary } from './format'
import styles from './Statistics.module.css'
import { STATISTICS_VIEW_TEXTS as T } from './texts'

type Props = {
  chart: ChartDefinition
  days: Days
  /** undefined while loading; null when the call failed (404 for a set not built yet, 403, 5xx …). */
  rows: readonly ChartRow[] | null | undefined
  /** The range's own total where it is not the sum of the rows (distinct visitors). */
  total?: number
  note?: string
  children: (rows: readonly ChartRow[]) => ReactNode
}

const BUTTON = 'btn btn--style-secondary btn--size-small'

/**
 * One chart with its heading: the chart as an image with a spoken summary, a table with the same
 * numbers to show instead, and its CSV download. Loading, failed and empty calls show a quiet
 * state instead of the chart (no error message: the spec swallows statistics errors).
 */
export function ChartCard({ chart, days, rows, total, note, children }: Props) {
  const id = useId()
  const [tableShown, setTableShown] = useState(false)
  const loading = rows === undefined
  const empty = !loading && (rows === null || isEmptyChart(rows))
  const range = daysText(days)
  const download = (data: readonly ChartRow[]) => downloadCsv(chartCsv(data, chart.columns), csvFileName(chart.csvName, days))
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} aria-busy={loading} data-chart={chart.id}>
      <h3 id={`${id}-title`} className={styles.cardTitle}>{chart.title}</h3>
      {loading ? (
        <p className={styles.state}>{T.loading}</p>
      ) : empty || !rows ? (
        <p className={styles.state} data-empty>{T.empty}</p>
      ) : (
        <>
          <div role="img" aria-label={chartSummary(chart.kind, chart.title, range, rows, chart.measure, total)} className={styles.chart}>
            {children(rows)}
          </div>
          {note ? <p className={styles.note}>{note}</p> : null}
          <div className={styles.actions}>
            <button type="button" className={BUTTON} aria-expanded={tableShown} aria-controls={`${id}-table`} onClick={() => setTableShown((shown) => !shown)}>
              {tableShown ? T.hideTable : T.showTable}
            </button>
            <button type="button" className={BUTTON} onClick={() => download(rows)}>{T.downloadCsv}</button>
          </div>
          <div id={`${id}-table`} hidden={!tableShown}>
            <DataTable caption={`${chart.title}, ${range}`} rows={rows} columns={chart.columns} measure={chart.measure} />
          </div>
        </>
      )}
    </section>
  )
}
