import type { Endpoint } from 'payload'

import { jsonBody } from '@/src/server/http/requestBody'
import { placeOrder } from '@/src/server/orders/placeOrder'
import { enforceRateLimit } from '@/src/server/rateLimit'

/** POST /api/orders: the storefronts' order submission (replaces Payload's generic create); 201 for a new order, 200 for a retry. */
export const placementEndpoints: Endpoint[] = [
  {
    path: '/',
    method: 'post',
    handler: async (req) => {
      await enforceRateLimit(req, 'order')
      const placed = await placeOrder(req, await jsonBody(req), req.headers.get('idempotency-key'))
      return Response.json(placed.order, { status: placed.created ? 201 : 200 })
    },
  },
]
