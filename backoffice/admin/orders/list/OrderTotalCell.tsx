import type { DefaultServerCellComponentProps } from 'payload'

import { formatMoney } from '@/src/domain/money'
import type { Order } from '@/src/payload-types'

import { ORDER_LIST_TEXTS as T } from './texts'

/** The order's gross total in €, 'ca. 19,91 €' when weighed goods make it approximate. */
export function OrderTotalCell({ rowData }: DefaultServerCellComponentProps) {
  const totals = (rowData as Partial<Order> | undefined)?.totals
  if (totals?.gross === null || totals?.gross === undefined) return <span>–</span>
  const amount = formatMoney(totals.gross)
  return <span style={{ whiteSpace: 'nowrap' }}>{totals.isApproximate ? `${T.approximately} ${amount}` : amount}</span>
}
