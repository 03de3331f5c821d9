import type { Where } from 'payload'

import { zoned } from '@/src/domain/text'

/** The statuses a kitchen board shows: everything but failed payments (completed and called-off orders of the day too). */
export const KITCHEN_STATUSES = ['pending', 'confirmed', 'inDelivery', 'completed', 'rejected', 'canceled'] as const

/**
 * Today's orders in the shop's time zone: the appointment lies today, or, for orders without
 * appointment ("as soon as possible"), they were created today.
 */
export function todayCondition(now: Date): Where {
  const start = zoned(now).startOf('day')
  const range = { greater_than_equal: start.toUTC().toISO(), less_than: start.plus({ days: 1 }).toUTC().toISO() }
  return {
    or: [
      { appointment: range },
      { and: [{ appointment: { exists: false } }, { createdAt: range }] },
    ],
  }
}
