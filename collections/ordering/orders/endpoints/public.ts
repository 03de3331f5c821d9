import type { Endpoint, PayloadRequest } from 'payload'

import { notFound } from '@/src/server/http/apiError'
import { enforceRateLimit } from '@/src/server/rateLimit'
import { jsonBody } from '@/src/server/http/requestBody'
import { answerCounterAppointment } from '@/src/server/orders/ordering/counterAppointment'
import { findPublicOrder, publicOrderView, type PublicOrderDoc } from '@/src/server/orders/publicOrder'
import { rateOrder } from '@/src/server/orders/ordering/questionnaire'

const NO_STORE = { 'Cache-Control': 'no-store' }

/** The order behind `/public/:uid/:hash` (within the public-order rate limit); the same 404 for a wrong number or hash. */
async function publicOrder(req: PayloadRequest): Promise<PublicOrderDoc> {
  await enforceRateLimit(req, 'publicOrder')
  const { uid, hash } = (req.routeParams ?? {}) as { uid?: string; hash?: string }
  const order = uid && hash ? await findPublicOrder(req.payload, uid, hash) : null
  if (!order) throw notFound('Die Bestellung')
  return order
}

/** The status screen's view of the order as it is now (after a change). */
const currentView = async (req: PayloadRequest, order: PublicOrderDoc) => {
  const fresh = await findPublicOrder(req.payload, order.uid, order.hash)
  return Response.json(publicOrderView(fresh ?? order), { headers: NO_STORE })
}

/** GET /api/orders/public/{uid}/{hash}: the status screen's view of an order, no login. */
const getPublicOrder: Endpoint = {
  path: '/public/:uid/:hash',
  method: 'get',
  handler: async (req) => Response.json(publicOrderView(await publicOrder(req)), { headers: NO_STORE }),
}

/** POST …/confirm-counter-appointment: 'Ja' — the proposed time becomes the appointment, the order is confirmed. */
const confirmCounterAppointment: Endpoint = {
  path: '/public/:uid/:hash/confirm-counter-appointment',
  method: 'post',
  handler: async (req) => {
    const order = await publicOrder(req)
    await answerCounterAppointment(req, order, 'accept')
    return currentView(req, order)
  },
}

/** POST …/reject-counter-appointment: 'Nein, Bestellung stornieren' — the order is cancelled. */
const rejectCounterAppointment: Endpoint = {
  path: '/public/:uid/:hash/reject-counter-appointment',
  method: 'post',
  handler: async (req) => {
    const order = await publicOrder(req)
    await answerCounterAppointment(req, order, 'reject')
    return currentView(req, order)
  },
}

/** POST …/questionnaire: four ratings 1..5, an optional comment, once per order. */
const sendQuestionnaire: Endpoint = {
  path: '/public/:uid/:hash/questionnaire',
  method: 'post',
  handler: async (req) => {
    const order = await publicOrder(req)
    await rateOrder(req, order, await jsonBody(req))
    return currentView(req, order)
  },
}

export const publicEndpoints: Endpoint[] = [getPublicOrder, confirmCounterAppointment, rejectCounterAppointment, sendQuestionnaire]
