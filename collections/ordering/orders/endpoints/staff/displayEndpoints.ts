import type { Endpoint } from 'payload'

import { backofficeOrders, frontdeskOrders } from '@/src/server/orders/workflow/displays/displayOrders'
import { respond } from './respond'

/** GET /api/orders/frontdesk/{branchId}/{apiKey}, no session: `{ docs: [{ uid, ticket, status, appointment }] }`. */
export const frontdeskEndpoint: Endpoint = {
  path: '/frontdesk/:branchId/:apiKey',
  method: 'get',
  handler: (req) => respond(async () => ({ docs: await frontdeskOrders(req) })),
}

/** GET /api/orders/backoffice/{branchId}/{apiKey}, no session: today's orders with items for the kitchen. */
export const backofficeEndpoint: Endpoint = {
  path: '/backoffice/:branchId/:apiKey',
  method: 'get',
  handler: (req) => respond(async () => ({ docs: await backofficeOrders(req) })),
}
