import type { PayloadRequest, Where } from 'payload'

import { parseOrderNumber } from '@/src/domain/orders'
import type { OrdersSelect } from '@/src/payload-types'

import { OPEN_STATUSES, UNPAGINATED_LIST_LIMIT } from '../lists/select'
import { branchByApiKey } from './branchByApiKey'
import { todayCondition } from './today'

/** The number a customer looks for on the screen: the day's running number of the order number. */
const ticketOf = (uid: string | null | undefined): string => {
  const parsed = uid ? parseOrderNumber(uid) : null
  return parsed ? String(parsed.sequence) : (uid ?? '')
}

/** Front desk: no names, no contact data, no prices, no items; only what a waiting customer may see. */
const FRONTDESK_SELECT = { uid: true, status: true, appointment: true } as const satisfies OrdersSelect

/** Kitchen: what to prepare and for when, no customer contact data and no prices. */
const BACKOFFICE_SELECT = {
  uid: true, status: true, mode: true, appointment: true, counterAppointment: true, createdAt: true,
  tableIdentifier: true, comment: true,
  items: { name: true, amount: true, unit: true, partsSummary: true, comment: true },
} as const satisfies OrdersSelect

/** Today's orders in `statuses` of the branch whose display key the request carries (listed by appointment, then creation). */
async function todaysOrders(req: PayloadRequest, statuses: readonly string[], now: Date): Promise<Where> {
  const branchId = await branchByApiKey(req)
  return { and: [{ branch: { equals: branchId } }, { status: { in: [...statuses] } }, todayCondition(now)] }
}

/**
 * GET /orders/frontdesk/{branchId}/{apiKey}: today's open orders (pending, confirmed, in
 * delivery) of the branch for a customer-facing screen: `{ uid, ticket, status, appointment }`.
 */
export async function frontdeskOrders(req: PayloadRequest, now = new Date()) {
  const { docs } = await req.payload.find({
    collection: 'orders', where: await todaysOrders(req, OPEN_STATUSES, now), select: FRONTDESK_SELECT,
    depth: 0, sort: ['appointment', 'createdAt'], limit: UNPAGINATED_LIST_LIMIT, overrideAccess: true, req,
  })
  return docs.map((doc) => ({ uid: doc.uid, ticket: ticketOf(doc.uid), status: doc.status, appointment: doc.appointment ?? null }))
}

/** Everything but failed payments: the kitchen also sees what was completed or called off today. */
const KITCHEN_STATUSES = ['pending', 'confirmed', 'inDelivery', 'completed', 'rejected', 'canceled'] as const

/**
 * GET /orders/backoffice/{branchId}/{apiKey}: today's orders of the branch for the kitchen with
 * items (name, amount, unit, configuration, comment), comment, table, mode and appointment.
 */
export async function backofficeOrders(req: PayloadRequest, now = new Date()) {
  const { docs } = await req.payload.find({
    collection: 'orders', where: await todaysOrders(req, KITCHEN_STATUSES, now), select: BACKOFFICE_SELECT,
    depth: 0, sort: ['appointment', 'createdAt'], limit: UNPAGINATED_LIST_LIMIT, overrideAccess: true, req,
  })
  return docs.map(({ id, ...doc }) => ({ id, ticket: ticketOf(doc.uid), ...doc }))
}
