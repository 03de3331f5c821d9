import type { StatisticsSetName } from '@/src/domain/contracts/statistics'
import type { ChartColumns } from '@/src/domain/statistics/dashboard/csv'

import { STATISTICS_VIEW_TEXTS as T } from './texts'

/** The sets of GET /api/statistics/{set} the dashboard reads. */
export type DashboardSetName = Extract<
  StatisticsSetName,
  | 'unique-visitors' | 'page-views' | 'orders' | 'revenue' | 'canceled-orders' | 'items'
  | 'popular-items' | 'order-times' | 'browsers' | 'operating-systems'
  | 'order-origins' | 'revenue-origins' | 'qr-code-origins' | 'qr-code-targets'
>

/** How a chart's values read: counts, or euros. */
export type Measure = 'count' | 'money'

/** line: a time series over the days or hours; columns: fixed buckets (hours, weekdays); bars: a ranking; shares: parts of a whole. */
export type ChartKind = 'line' | 'columns' | 'bars' | 'shares'

/** Where a chart's rows come from: a set's series, its ranked list, or the series summed per weekday. */
type ChartSource = 'series' | 'ranked' | 'weekdays'

export interface ChartDefinition {
  id: string
  set: DashboardSetName
  source: ChartSource
  kind: ChartKind
  title: string
  measure: Measure
  /** The CSV's name part: statistik-{csvName}-{from}-bis-{to}.csv. */
  csvName: string
  columns: ChartColumns
}

const count = (label: string, value: string): ChartColumns => ({ label, value, decimals: 0 })
const shareOf = (label: string, value: string, decimals = 0): ChartColumns => ({ label, value, share: T.columns.share, decimals })

/** The key figures: a series' total now and in the previous period. */
export const KEY_FIGURES: readonly { set: DashboardSetName; label: string; measure: Measure }[] = [
  { set: 'unique-visitors', label: T.figures.visitors, measure: 'count' },
  { set: 'page-views', label: T.figures.pageViews, measure: 'count' },
  { set: 'orders', label: T.figures.orders, measure: 'count' },
  { set: 'revenue', label: T.figures.revenue, measure: 'money' },
  { set: 'canceled-orders', label: T.figures.canceledOrders, measure: 'count' },
  { set: 'items', label: T.figures.items, measure: 'count' },
]

/** The charts by section, in the order of the page. */
export const CHART_SECTIONS: readonly { id: string; title: string; charts: readonly ChartDefinition[] }[] = [
  {
    id: 'trends',
    title: T.sections.trends,
    charts: [
      { id: 'visitors', set: 'unique-visitors', source: 'series', kind: 'line', title: 'Besucher', measure: 'count', csvName: 'besucher', columns: count(T.columns.period, 'Besucher') },
      { id: 'orders', set: 'orders', source: 'series', kind: 'line', title: 'Bestellungen', measure: 'count', csvName: 'bestellungen', columns: count(T.columns.period, 'Bestellungen') },
      { id: 'revenue', set: 'revenue', source: 'series', kind: 'line', title: 'Umsatz', measure: 'money', csvName: 'umsatz', columns: { label: T.columns.period, value: 'Umsatz (€)', decimals: 2 } },
    ],
  },
  {
    id: 'orders',
    title: T.sections.orders,
    charts: [
      { id: 'popular-items', set: 'popular-items', source: 'ranked', kind: 'bars', title: 'Beliebte Artikel', measure: 'count', csvName: 'beliebte-artikel', columns: shareOf('Artikel', 'Verkauft') },
      { id: 'order-times', set: 'order-times', source: 'ranked', kind: 'columns', title: 'Bestellungen nach Uhrzeit', measure: 'count', csvName: 'bestellzeiten', columns: count(T.columns.hour, 'Bestellungen') },
      { id: 'order-weekdays', set: 'orders', source: 'weekdays', kind: 'columns', title: 'Bestellungen nach Wochentag', measure: 'count', csvName: 'bestellungen-nach-wochentag', columns: count(T.columns.weekday, 'Bestellungen') },
    ],
  },
  {
    id: 'audience',
    title: T.sections.audience,
    charts: [
      { id: 'browsers', set: 'browsers', source: 'ranked', kind: 'shares', title: 'Browser', measure: 'count', csvName: 'browser', columns: shareOf('Browser', 'Besucher') },
      { id: 'operating-systems', set: 'operating-systems', source: 'ranked', kind: 'shares', title: 'Betriebssysteme', measure: 'count', csvName: 'betriebssysteme', columns: shareOf('Betriebssystem', 'Besucher') },
    ],
  },
  {
    id: 'origins',
    title: T.sections.origins,
    charts: [
      { id: 'order-origins', set: 'order-origins', source: 'ranked', kind: 'shares', title: 'Herkunft der Bestellungen', measure: 'count', csvName: 'bestellherkunft', columns: shareOf('Herkunft', 'Bestellungen') },
      { id: 'revenue-origins', set: 'revenue-origins', source: 'ranked', kind: 'shares', title: 'Umsatz nach Herkunft', measure: 'money', csvName: 'umsatzherkunft', columns: shareOf('Herkunft', 'Umsatz (€)', 2) },
      { id: 'qr-code-origins', set: 'qr-code-origins', source: 'ranked', kind: 'shares', title: 'QR-Codes: Herkunft', measure: 'count', csvName: 'qr-code-herkunft', columns: shareOf('QR-Code', 'Aufrufe') },
      { id: 'qr-code-targets', set: 'qr-code-targets', source: 'ranked', kind: 'shares', title: 'QR-Codes: Ziele', measure: 'count', csvName: 'qr-code-ziele', columns: shareOf('Ziel', 'Aufrufe') },
    ],
  },
]

/** Every set the charts read (the orders series once, for its line and its weekdays). */
export const CHART_SETS: readonly DashboardSetName[] = [...new Set(CHART_SECTIONS.flatMap((section) => section.charts.map((chart) => chart.set)))]

/** The sets of the key figures, read for the period and for the previous one. */
export const FIGURE_SETS: readonly DashboardSetName[] = KEY_FIGURES.map((figure) => figure.set)
