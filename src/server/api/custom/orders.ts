import type { Endpoint, PayloadRequest } from 'payload'

import type { AccountOrderAnswer } from '@/src/domain/contracts/account'
import { orderHistoryPage } from '@/src/domain/orders/shopOrderHistory'
import { findOwnOrder, listOwnOrders, ownCustomerIds } from '@/src/server/account/orderHistory'

import { ApiError, notFound, unauthorized } from '@/src/server/http/apiError'

/**
 * The signed-in shop customer's parts-shop orders under /api/custom/account/orders (the spec's
 * 'list the user's orders'): `GET ?page=` answers `{ docs, totalDocs, page, totalPages }` (20 per
 * page, newest first), `GET /:uid` answers `{ data: order }`. Only the caller's own orders: another
 * customer's, a branch order's or an unknown number answer the same 404; no shop session, 401.
 */

const INVALID_PAGE = 'Bitte geben Sie eine gültige Seitenzahl an.'

const answer = (body: unknown) => Response.json(body, { headers: { 'Cache-Control': 'private, no-store' } })

/** The customer records the caller acts for; 401 without a shop session. */
function callerCustomerIds(req: PayloadRequest): number[] {
  const ids = ownCustomerIds(req.user)
  if (!ids) throw unauthorized()
  return ids
}

export const accountOrderEndpoints: Endpoint[] = [
  {
    path: '/custom/account/orders',
    method: 'get',
    handler: async (req) => {
      const customerIds = callerCustomerIds(req)
      const page = orderHistoryPage(new URL(req.url ?? 'http://localhost').searchParams.get('page'))
      if (page === null) throw new ApiError(INVALID_PAGE, 422, 'page')
      return answer(await listOwnOrders(req.payload, customerIds, page, req))
    },
  },
  {
    path: '/custom/account/orders/:uid',
    method: 'get',
    handler: async (req) => {
      const customerIds = callerCustomerIds(req)
      const order = await findOwnOrder(req.payload, customerIds, String(req.routeParams?.uid ?? ''), req)
      if (!order) throw notFound('Der Auftrag')
      return answer({ data: order } satisfies AccountOrderAnswer)
    },
  },
]
