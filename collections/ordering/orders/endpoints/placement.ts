import type { Endpoint } from 'payload'

import { jsonBody } from '../../../../src/server/api/responses'
import { rateLimit } from '../../../../src/server/api/rateLimit'
import { placeOrder } from '../../../../src/server/orders/placeOrder'

const limiter = rateLimit({ limit: Number(process.env.ORDER_RATE_LIMIT ?? 60), windowMs: 60_000 })

/** POST /api/orders: the storefronts' order submission (replaces Payload's generic create). */
export const placementEndpoints: Endpoint[] = [
  {
    path: '/',
    method: 'post',
    handler: async (req) => limiter.check(req) ?? placeOrder(req, await jsonBody(req), req.headers.get('idempotency-key')),
  },
]
