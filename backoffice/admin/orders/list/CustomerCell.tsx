import type { DefaultServerCellComponentProps } from 'payload'

import type { Order } from '@/src/payload-types'

/** Who ordered: the company, else first and last name, else the e-mail address. */
function customerLabel(order: Partial<Order>): string {
  const name = [order.firstName, order.lastName].filter(Boolean).join(' ').trim()
  if (order.isCompany && order.companyName) return name ? `${order.companyName} (${name})` : order.companyName
  return name || order.companyName || order.email || '–'
}

/** The list column 'Kunde' of the orders. */
export function CustomerCell({ rowData }: DefaultServerCellComponentProps) {
  return <span>{customerLabel((rowData ?? {}) as Partial<Order>)}</span>
}
