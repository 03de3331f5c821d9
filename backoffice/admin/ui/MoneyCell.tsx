import type { DefaultServerCellComponentProps } from 'payload'

import { formatMoney } from '@/src/domain/money'

const isEmpty = (value: unknown) => value === null || value === undefined || value === ''

/** An amount of money in a list column, German style with currency: '19,91 €' (empty: '–'). */
export function MoneyCell({ cellData }: DefaultServerCellComponentProps) {
  return <span style={{ whiteSpace: 'nowrap' }}>{isEmpty(cellData) ? '–' : formatMoney(cellData)}</span>
}
