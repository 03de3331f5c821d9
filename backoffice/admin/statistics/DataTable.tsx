import type { ChartColumns } from '@/src/domain/statistics/dashboard/csv'
import type { ChartRow } from '@/src/domain/statistics/dashboard/rows'

import type { Measure } from './charts'
import { formatShare, formatValue } from './format'
import styles from './Statistics.module.css'

/** A chart's numbers as a table: the same rows the chart draws and the CSV file holds. */
export function DataTable({ caption, rows, columns, measure }: { caption: string; rows: readonly ChartRow[]; columns: ChartColumns; measure: Measure }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.label}</th>
            <th scope="col" className={styles.number}>{columns.value}</th>
            {columns.share ? <th scope="col" className={styles.number}>{columns.share}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td className={styles.number}>{formatValue(row.value, measure)}</td>
              {columns.share ? <td className={styles.number}>{formatShare(row.share)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
