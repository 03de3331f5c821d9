import type { PayloadRequest, Where } from 'payload'

import { staffOrderList } from './currentOrders'

/** An order is missed when nobody reacted this long after it came in. */
const MISSED_AFTER_MINUTES = 15

/** Online payments whose order only counts once the money arrived. */
const ONLINE_PAYMENT_METHODS = ['mollie', 'datatrans']

/**
 * The condition of a missed order at `now`: still pending, created more than 15 minutes ago
 * (this includes every order whose appointment lies more than 15 minutes in the past, as an order
 * is created before its appointment), no counter appointment proposed (staff did react), and not
 * an online payment still waiting for its money (the customer has not finished ordering).
 */
function missedCondition(now: Date): Where {
  const threshold = new Date(now.getTime() - MISSED_AFTER_MINUTES * 60_000).toISOString()
  return {
    and: [
      { status: { equals: 'pending' } },
      { createdAt: { less_than: threshold } },
      { counterAppointment: { exists: false } },
      {
        or: [
          { paymentMethod: { exists: false } },
          { paymentMethod: { not_in: ONLINE_PAYMENT_METHODS } },
          { paymentStatus: { equals: 'paid' } },
        ],
      },
    ],
  }
}

/** GET /orders/missed: missed orders of the user's branches, oldest appointment first. */
export const missedOrders = (req: PayloadRequest, now = new Date()) => staffOrderList(req, missedCondition(now))
