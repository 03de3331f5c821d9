'use client'

import type { Days } from '@/src/domain/statistics/dashboard/period'
import { fillPlaceholders } from '@/src/domain/text/placeholders'

import { BarListChart } from './BarListChart'
import { ChartCard } from './ChartCard'
import { chartData, columnTicks } from './chartData'
import type { CHART_SECTIONS, ChartDefinition, DashboardSetName } from './charts'
import { ColumnChart } from './ColumnChart'
import { SeriesChart } from './SeriesChart'
import styles from './Statistics.module.css'
import { STATISTICS_VIEW_TEXTS as T } from './texts'
import type { SetState } from './useStatistics'

/** Ranked lists draw their largest entries; the table and the CSV hold all of them. */
const TOP_ENTRIES = 10

function Chart({ chart, days, state }: { chart: ChartDefinition; days: Days; state: SetState }) {
  const data = chartData(chart, state)
  const ranked = chart.kind === 'bars' || chart.kind === 'shares'
  const note = ranked && data && data.rows.length > TOP_ENTRIES ? fillPlaceholders(T.topEntries, { count: String(TOP_ENTRIES) }) : undefined
  return (
    <ChartCard chart={chart} days={days} rows={data === undefined ? undefined : (data?.rows ?? null)} total={data?.total} note={note}>
      {(rows) => {
        switch (chart.kind) {
          case 'line':
            return <SeriesChart rows={rows} measure={chart.measure} title={chart.title} />
          case 'columns':
            return <ColumnChart rows={rows} ticks={columnTicks(chart, rows)} measure={chart.measure} title={chart.title} />
          case 'bars':
          case 'shares':
            return <BarListChart rows={rows.slice(0, TOP_ENTRIES)} measure={chart.measure} mode={chart.kind === 'bars' ? 'count' : 'share'} title={chart.title} />
        }
      }}
    </ChartCard>
  )
}

/** A section of charts under its heading ('Verlauf', 'Herkunft' …). */
export function ChartSection({ section, days, current }: {
  section: (typeof CHART_SECTIONS)[number]
  days: Days
  current: (set: DashboardSetName) => SetState
}) {
  const headingId = `statistik-${section.id}`
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>{section.title}</h2>
      <div className={styles.grid}>
        {section.charts.map((chart) => (
          <Chart key={chart.id} chart={chart} days={days} state={current(chart.set)} />
        ))}
      </div>
    </section>
  )
}
