import type { Endpoint, PayloadRequest } from 'payload'

import { validateQuestionnaire } from '../../../../src/domain/orders/questionnaire'
import { rateLimited } from '../../../../src/server/api/rateLimit'
import { errorResponse, jsonBody, notFound } from '../../../../src/server/api/responses'
import { answerCounterAppointment } from '../../../../src/server/orders/counterAppointment'
import { findPublicOrder, publicOrderView, type PublicOrderDoc } from '../../../../src/server/orders/publicOrder'

const NO_STORE = { 'Cache-Control': 'no-store' }

/** Resolves `/public/:uid/:hash` to the order (within the public-order rate limit), or answers the same 404 for a wrong number or hash. */
async function withPublicOrder(req: PayloadRequest, act: (order: PublicOrderDoc) => Promise<Response>): Promise<Response> {
  const limited = await rateLimited(req, 'publicOrder')
  if (limited) return limited
  const { uid, hash } = (req.routeParams ?? {}) as { uid?: string; hash?: string }
  const order = uid && hash ? await findPublicOrder(req.payload, uid, hash) : null
  return order ? act(order) : notFound('Die Bestellung')
}

const readPublicOrder = async (req: PayloadRequest, order: PublicOrderDoc) => {
  const fresh = await findPublicOrder(req.payload, order.uid, order.hash)
  return Response.json(publicOrderView(fresh ?? order), { headers: NO_STORE })
}

/** GET /api/orders/public/{uid}/{hash}: the status screen's view of an order, no login. */
const getPublicOrder: Endpoint = {
  path: '/public/:uid/:hash',
  method: 'get',
  handler: (req) => withPublicOrder(req, async (order) => Response.json(publicOrderView(order), { headers: NO_STORE })),
}

/** POST …/confirm-counter-appointment: 'Ja' — the proposed time becomes the appointment, the order is confirmed. */
const confirmCounterAppointment: Endpoint = {
  path: '/public/:uid/:hash/confirm-counter-appointment',
  method: 'post',
  handler: (req) =>
    withPublicOrder(req, async (order) => {
      const refused = await answerCounterAppointment(req, order, 'accept')
      return refused ?? readPublicOrder(req, order)
    }),
}

/** POST …/reject-counter-appointment: 'Nein, Bestellung stornieren' — the order is cancelled. */
const rejectCounterAppointment: Endpoint = {
  path: '/public/:uid/:hash/reject-counter-appointment',
  method: 'post',
  handler: (req) =>
    withPublicOrder(req, async (order) => {
      const refused = await answerCounterAppointment(req, order, 'reject')
      return refused ?? readPublicOrder(req, order)
    }),
}

/** POST …/questionnaire: four ratings 1..5, an optional comment, once per order. */
const sendQuestionnaire: Endpoint = {
  path: '/public/:uid/:hash/questionnaire',
  method: 'post',
  handler: (req) =>
    withPublicOrder(req, async (order) => {
      if (order.questionnaire?.submittedAt) return errorResponse(409, 'Sie haben diese Bestellung bereits bewertet.')
      if (['rejected', 'canceled', 'failed'].includes(order.status)) return errorResponse(409, 'Diese Bestellung kann nicht bewertet werden.')
      const result = validateQuestionnaire((await jsonBody(req)) as never)
      if (!result.valid) return errorResponse(422, result.errors)
      await req.payload.update({
        collection: 'orders',
        id: order.id,
        data: { questionnaire: { ...result.value, submittedAt: new Date().toISOString() } },
        depth: 0,
        overrideAccess: true,
        select: {},
      })
      return readPublicOrder(req, order)
    }),
}

export const publicEndpoints: Endpoint[] = [getPublicOrder, confirmCounterAppointment, rejectCounterAppointment, sendQuestionnaire]
