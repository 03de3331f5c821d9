'use client'

import { useState } from 'react'

import { previousDays, type Days, type PeriodPreset } from '@/src/domain/statistics/dashboard/period'
import { writeDashboardQuery, type DashboardQuery } from '@/src/domain/statistics/dashboard/query'
import { daysText } from '@/src/domain/statistics/dashboard/rows'
import { fillPlaceholders } from '@/src/domain/text/placeholders'

import { BranchFilter, type StatisticsBranch } from './BranchFilter'
import { ChartSection } from './ChartSection'
import { CHART_SECTIONS, CHART_SETS, FIGURE_SETS, type DashboardSetName } from './charts'
import { KeyFigures } from './KeyFigures'
import { PeriodPicker } from './PeriodPicker'
import styles from './Statistics.module.css'
import { STATISTICS_VIEW_TEXTS as T } from './texts'
import { useStatisticsSets } from './useStatistics'

/** Everything the period needs: the charts' sets and the key figures' series (the visitors and orders once). */
const CURRENT_SETS: readonly DashboardSetName[] = [...new Set([...FIGURE_SETS, ...CHART_SETS])]

type Props = {
  branches: readonly StatisticsBranch[]
  /** The label of the choice without branch: 'Alle Filialen' (admins) or 'Alle meine Filialen'. */
  allBranchesLabel: string
  /** Today in Vienna, from the server (the presets count from it). */
  today: string
  initialQuery: DashboardQuery
  loginUrl: string
}

/**
 * The statistics dashboard: period and branch (kept in the address, so a reload keeps them), the
 * key figures with their change to the previous period, and the charts. Each set is one call of
 * GET /api/statistics/{set}; the previous period is asked for the key figures' series only.
 */
export function StatisticsDashboard({ branches, allBranchesLabel, today, initialQuery, loginUrl }: Props) {
  const [query, setQuery] = useState(initialQuery)
  const days: Days = { from: query.from, to: query.to }
  const previous = previousDays(days)
  const current = useStatisticsSets(CURRENT_SETS, days, query.branch, loginUrl)
  const before = useStatisticsSets(FIGURE_SETS, previous, query.branch, loginUrl)

  const update = (next: DashboardQuery) => {
    setQuery(next)
    window.history.replaceState(null, '', `${window.location.pathname}?${writeDashboardQuery(window.location.search, next)}`)
  }
  const changePeriod = (preset: PeriodPreset, range: Days) => update({ ...query, preset, ...range })

  return (
    <div className={styles.dashboard} data-testid="statistics-dashboard">
      <h1 className={styles.title}>{T.title}</h1>
      <section className={styles.filters} aria-label={T.filters}>
        <PeriodPicker preset={query.preset} days={days} today={today} onChange={changePeriod} />
        <BranchFilter branches={branches} branch={query.branch} allLabel={allBranchesLabel} onChange={(branch) => update({ ...query, branch })} />
      </section>
      <p className={styles.range} aria-live="polite">
        {fillPlaceholders(T.shown, { days: daysText(days) })} · {fillPlaceholders(T.compared, { days: daysText(previous) })}
        {query.branch !== null ? <span className={styles.note}> {T.visitorsForAll}</span> : null}
      </p>
      <section aria-labelledby="statistik-kennzahlen">
        <h2 id="statistik-kennzahlen" className={styles.sectionTitle}>{T.keyFigures}</h2>
        <KeyFigures current={current} previous={before} />
      </section>
      {CHART_SECTIONS.map((section) => (
        <ChartSection key={section.id} section={section} days={days} current={current} />
      ))}
    </div>
  )
}
