import type { Endpoint } from 'payload'

import { backofficeOrders, frontdeskOrders } from '@/src/server/desk/displayOrders'
import { respond } from './respond'

/** GET /api/orders/frontdesk/{branchId}/{apiKey}, no session: `{ docs: [{ uid, ticket, status, appointment }] }`. */
export const frontdeskEndpoint: Endpoint = {
  path: '/frontdesk/:branchId/:apiKey',
  method: 'get',
  handler: (req) => respond(async () => ({ docs: await frontdeskOrders(req) })),
}

/** GET /api/orders/backoffice/{branchId}/{apiKey}, no session: today's orders as board cards (items, customer name, delivery address, total, payment; no contact data). */
export const backofficeEndpoint: Endpoint = {
  path: '/backoffice/:branchId/:apiKey',
  method: 'get',
  handler: (req) => respond(async () => ({ docs: await backofficeOrders(req) })),
}
