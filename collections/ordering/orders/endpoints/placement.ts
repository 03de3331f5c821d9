import type { Endpoint } from 'payload'

import { jsonBody } from '../../../../src/server/api/responses'
import { rateLimited } from '../../../../src/server/api/rateLimit'
import { placeOrder } from '../../../../src/server/orders/placeOrder'

/** POST /api/orders: the storefronts' order submission (replaces Payload's generic create). */
export const placementEndpoints: Endpoint[] = [
  {
    path: '/',
    method: 'post',
    handler: async (req) => (await rateLimited(req, 'order')) ?? placeOrder(req, await jsonBody(req), req.headers.get('idempotency-key')),
  },
]
