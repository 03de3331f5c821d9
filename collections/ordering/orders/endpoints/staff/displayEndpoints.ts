import type { Endpoint } from 'payload'

import type { KitchenBoardAnswer, PickupScreenAnswer } from '@/src/domain/contracts/desk'
import { backofficeOrders, frontdeskOrders } from '@/src/server/desk/displayOrders'
import { respond } from './respond'

/** GET /api/orders/frontdesk/{branchId}/{apiKey}, no session: `{ docs: [{ uid, ticket, status, appointment }] }`. */
export const frontdeskEndpoint: Endpoint = {
  path: '/frontdesk/:branchId/:apiKey',
  method: 'get',
  handler: (req) => respond<PickupScreenAnswer>(async () => ({ docs: await frontdeskOrders(req) })),
}

/** GET /api/orders/backoffice/{branchId}/{apiKey}, no session: today's orders as board cards (items, customer name, delivery address, total, payment; no contact data). */
export const backofficeEndpoint: Endpoint = {
  path: '/backoffice/:branchId/:apiKey',
  method: 'get',
  handler: (req) => respond<KitchenBoardAnswer>(async () => ({ docs: await backofficeOrders(req) })),
}
