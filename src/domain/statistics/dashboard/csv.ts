import { roundDecimal } from '@/src/domain/money'
import type { Days } from './period'
import type { ChartRow } from './rows'

/** UTF-8 byte order mark: Excel reads the file as UTF-8 only with it (ä, ö, ü, €). */
const BOM = '\uFEFF'
/** Excel in German expects the semicolon as separator (the comma is the decimal sign). */
const SEPARATOR = ';'
const LINE_END = '\r\n'

/** A number for a German spreadsheet: decimal comma, no thousands separator, fixed decimals: 1234.5 → '1234,50'. */
export function csvNumber(value: number, decimals: number): string {
  return roundDecimal(value, decimals).toFixed(decimals).replace('.', ',')
}

/**
 * A text cell: quoted when it holds the separator, a quote or a line break (quotes doubled), and
 * prefixed with an apostrophe when it would start a formula (=, +, -, @, tab, CR), so a product
 * name or a referrer cannot run as a formula in the spreadsheet.
 */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** The column headers of a chart's CSV file and table. */
export interface ChartColumns {
  /** 'Zeitraum', 'Artikel', 'Browser' … */
  label: string
  /** 'Umsatz (€)', 'Bestellungen' … */
  value: string
  /** 'Anteil (%)': given, the rows' shares form a third column in percent. */
  share?: string
  /** Decimals of the values: 0 for counts, 2 for euros. */
  decimals: number
}

/**
 * A chart's data as a CSV file for Excel: byte order mark, header line, one line per row,
 * semicolons, decimal commas, CRLF line ends. Shares are written in percent with two decimals
 * (0.3333 → '33,33').
 */
export function chartCsv(rows: readonly ChartRow[], columns: ChartColumns): string {
  const header = [columns.label, columns.value, ...(columns.share ? [columns.share] : [])].map(csvText)
  const lines = rows.map((row) => [
    csvText(row.label),
    csvNumber(row.value, columns.decimals),
    ...(columns.share ? [csvNumber((row.share ?? 0) * 100, 2)] : []),
  ])
  return BOM + [header, ...lines].map((cells) => cells.join(SEPARATOR)).join(LINE_END) + LINE_END
}

/** The file name of a chart's CSV: statistik-umsatz-2026-11-01-bis-2026-11-30.csv. */
export const csvFileName = (name: string, range: Days): string => `statistik-${name}-${range.from}-bis-${range.to}.csv`
