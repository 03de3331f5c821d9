import type { PayloadRequest, Where } from 'payload'

import type { KitchenOrder, PickupTicket } from '@/src/domain/contracts/desk'
import type { OrdersSelect } from '@/src/payload-types'

import { OPEN_STATUSES, UNPAGINATED_LIST_LIMIT } from '../orders/workflow/lists/select'
import { boardCardFields, CARD_SOURCE_SELECT, ticketOf } from './boardCard'
import { branchByApiKey } from './branchByApiKey'
import { KITCHEN_STATUSES, todayCondition } from './today'

/** Front desk: no names, no contact data, no prices, no items; only what a waiting customer may see. */
const FRONTDESK_SELECT = { uid: true, status: true, appointment: true } as const satisfies OrdersSelect

/**
 * Kitchen and counter: what to prepare and for when, and what running the evening needs (customer
 * name, delivery address, total, payment), but no e-mail and no phone (docs/decisions.md).
 */
const BACKOFFICE_SELECT = {
  ...CARD_SOURCE_SELECT,
  status: true, appointment: true, counterAppointment: true, createdAt: true,
  tableIdentifier: true, comment: true,
  items: { name: true, amount: true, unit: true, partsSummary: true, comment: true },
} as const satisfies OrdersSelect

// `pagination: false`: the capped list is read without Payload's extra count query.

/** Today's orders in `statuses` of the branch whose display key the request carries (listed by appointment, then creation). */
async function todaysOrders(req: PayloadRequest, statuses: readonly string[], now: Date): Promise<Where> {
  const branchId = await branchByApiKey(req)
  return { and: [{ branch: { equals: branchId } }, { status: { in: [...statuses] } }, todayCondition(now)] }
}

/**
 * GET /orders/frontdesk/{branchId}/{apiKey}: today's open orders (pending, confirmed, in
 * delivery) of the branch for a customer-facing screen: `{ uid, ticket, status, appointment }`.
 */
export async function frontdeskOrders(req: PayloadRequest, now = new Date()): Promise<PickupTicket[]> {
  const { docs } = await req.payload.find({
    collection: 'orders', where: await todaysOrders(req, OPEN_STATUSES, now), select: FRONTDESK_SELECT,
    depth: 0, sort: ['appointment', 'createdAt'], limit: UNPAGINATED_LIST_LIMIT, pagination: false, overrideAccess: true, req,
  })
  return docs.map((doc) => ({ uid: doc.uid ?? null, ticket: ticketOf(doc.uid), status: doc.status, appointment: doc.appointment ?? null }))
}

/**
 * GET /orders/backoffice/{branchId}/{apiKey}: today's orders of the branch (failed payments left
 * out) as board cards, in one query: number, status, mode, times, table, comment, items (name,
 * amount, unit, configuration, comment) and the card fields of boardCard.ts. The raw name and
 * address fields are read only to derive the card and never answered.
 */
export async function backofficeOrders(req: PayloadRequest, now = new Date()): Promise<KitchenOrder[]> {
  const { docs } = await req.payload.find({
    collection: 'orders', where: await todaysOrders(req, KITCHEN_STATUSES, now), select: BACKOFFICE_SELECT,
    depth: 0, sort: ['appointment', 'createdAt'], limit: UNPAGINATED_LIST_LIMIT, pagination: false, overrideAccess: true, req,
  })
  return docs.map((doc) => ({
    id: doc.id,
    uid: doc.uid ?? null,
    status: doc.status,
    mode: doc.mode ?? null,
    appointment: doc.appointment ?? null,
    counterAppointment: doc.counterAppointment ?? null,
    createdAt: doc.createdAt,
    tableIdentifier: doc.tableIdentifier ?? null,
    comment: doc.comment ?? null,
    items: (doc.items ?? []).map((item) => ({
      id: item.id ?? null,
      name: item.name,
      amount: item.amount,
      unit: item.unit ?? null,
      partsSummary: item.partsSummary ?? null,
      comment: item.comment ?? null,
    })),
    ...boardCardFields(doc),
  }))
}
