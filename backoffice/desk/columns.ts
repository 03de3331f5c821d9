import type { OrderStatus } from '@/src/domain/orders'

import type { BoardOrder } from './types'

export const COLUMN_KEYS = ['new', 'preparing', 'ready', 'done'] as const
export type ColumnKey = (typeof COLUMN_KEYS)[number]

/**
 * The board's column of a status: pending → Neu, confirmed → In Zubereitung, in delivery → Fertig
 * (labelled 'Unterwegs' on delivery cards), everything final → Erledigt (rejected and cancelled
 * cards muted there).
 */
export function columnOf(status: OrderStatus): ColumnKey {
  if (status === 'pending') return 'new'
  if (status === 'confirmed') return 'preparing'
  if (status === 'inDelivery') return 'ready'
  return 'done'
}

const time = (value: string | null): number => (value ? new Date(value).getTime() : Number.POSITIVE_INFINITY)

/** When the order is due: the wanted time, else the expected ready time, else its arrival. */
const dueTime = (order: BoardOrder): number => time(order.appointment ?? order.readyAt ?? order.createdAt)

/**
 * The cards per column: open columns by due time (the most urgent on top), the finished ones
 * newest first.
 */
export function groupByColumn(orders: readonly BoardOrder[]): Record<ColumnKey, BoardOrder[]> {
  const columns: Record<ColumnKey, BoardOrder[]> = { new: [], preparing: [], ready: [], done: [] }
  for (const order of orders) columns[columnOf(order.status)].push(order)
  for (const key of ['new', 'preparing', 'ready'] as const) columns[key].sort((a, b) => dueTime(a) - dueTime(b) || a.id - b.id)
  columns.done.sort((a, b) => b.id - a.id)
  return columns
}
