import type { Where } from 'payload'

import { zoned } from '@/src/domain/text/dates'

import { ORDER_LIST_TEXTS as T } from './texts'

export type OrderPreset = { key: string; label: string; where: Where | null; adminsOnly?: boolean }

/** Statuses of orders that still need work (as the staff lists and the board count them). */
export const OPEN_ORDER_STATUSES = ['pending', 'confirmed', 'inDelivery'] as const

/**
 * Today's orders in the shop's time zone, as the boards count them: the appointment lies today,
 * or, without appointment, the order came in today.
 */
function todayWhere(now: Date): Where {
  const start = zoned(now).startOf('day')
  const from = start.toUTC().toISO()
  const to = start.plus({ days: 1 }).toUTC().toISO()
  return {
    or: [
      { and: [{ appointment: { greater_than_equal: from } }, { appointment: { less_than: to } }] },
      { and: [{ appointment: { exists: false } }, { createdAt: { greater_than_equal: from } }, { createdAt: { less_than: to } }] },
    ],
  }
}

/** One condition in the filter builder's own shape (or → and → field), so it shows there as set. */
const single = (condition: Where): Where => ({ or: [{ and: [condition] }] })

/**
 * The quick filters above the orders list (decided; the spec names none): all, today, open,
 * awaiting payment (open payment of an order not refused, cancelled or failed), cancelled, and
 * for admins the parts-shop orders.
 */
export function orderPresets(now: Date): OrderPreset[] {
  return [
    { key: 'all', label: T.all, where: null },
    { key: 'today', label: T.today, where: todayWhere(now) },
    { key: 'open', label: T.open, where: single({ status: { in: [...OPEN_ORDER_STATUSES] } }) },
    {
      key: 'awaitingPayment',
      label: T.awaitingPayment,
      where: { or: [{ and: [{ paymentStatus: { equals: 'open' } }, { status: { not_in: ['rejected', 'canceled', 'failed'] } }] }] },
    },
    { key: 'canceled', label: T.canceled, where: single({ status: { equals: 'canceled' } }) },
    { key: 'parts', label: T.partsOrders, where: single({ shop: { equals: 'parts' } }), adminsOnly: true },
  ]
}
