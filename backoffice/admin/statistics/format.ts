import { formatMoney, formatNumber, formatPercentNumber, sumDecimal } from '@/src/domain/money'
import type { ChartRow } from '@/src/domain/statistics/dashboard/rows'
import { fillPlaceholders } from '@/src/domain/text/placeholders'

import type { ChartKind, Measure } from './charts'
import { STATISTICS_VIEW_TEXTS as T } from './texts'

/** A value as the back office writes it: counts '1.234', money '1.234,50 €' (as in every other view). */
export const formatValue = (value: number, measure: Measure): string =>
  measure === 'money' ? formatMoney(value) : formatNumber(value, Number.isInteger(value) ? 0 : 2)

/** A share 0..1 in percent: 0.3333 → '33,33 %'. */
export const formatShare = (share: number | undefined): string => `${formatPercentNumber((share ?? 0) * 100, 2)} %`

const KIND: Record<ChartKind, string> = { line: T.summary.line, columns: T.summary.columns, bars: T.summary.bars, shares: T.summary.shares }

/**
 * What a screen reader hears for a chart (its role=img label): kind, title, range, the sum or the
 * number of entries, and the highest value with its label. `total` replaces the sum of the rows
 * where that is not the range's value (distinct visitors).
 * 'Liniendiagramm Umsatz, 01.11.2026 bis 30.11.2026: Summe 1.234,50 €, höchster Wert 120,00 € (05.11.2026)'.
 */
export function chartSummary(kind: ChartKind, title: string, days: string, rows: readonly ChartRow[], measure: Measure, total?: number): string {
  const top = rows.reduce<ChartRow | null>((best, row) => (best === null || row.value > best.value ? row : best), null)
  const sum = total ?? sumDecimal(rows.map((row) => row.value)).toNumber()
  const parts = [
    kind === 'line' || kind === 'columns'
      ? fillPlaceholders(T.summary.total, { value: formatValue(sum, measure) })
      : rows.length === 1 ? T.summary.entry : fillPlaceholders(T.summary.entries, { count: String(rows.length) }),
    ...(top ? [fillPlaceholders(T.summary.highest, { value: formatValue(top.value, measure), label: top.label })] : []),
  ]
  return `${KIND[kind]} ${title}, ${days}: ${parts.join(', ')}`
}
