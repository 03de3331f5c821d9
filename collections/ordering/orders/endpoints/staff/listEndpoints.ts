import type { Endpoint } from 'payload'

import type { CurrentOrdersAnswer, MissedOrdersAnswer, OrderHistoryAnswer } from '@/src/domain/contracts/desk'
import { currentOrders } from '@/src/server/orders/workflow/lists/currentOrders'
import { missedOrders } from '@/src/server/orders/workflow/lists/missedOrders'
import { orderHistory } from '@/src/server/orders/workflow/lists/orderHistory'
import { respond } from './respond'

/** GET /api/orders/current (?branch=): the 'Heute' board of the user's branches (open orders and today's finished ones, with the card fields). Answer `{ docs }`. */
export const currentOrdersEndpoint: Endpoint = {
  path: '/current',
  method: 'get',
  handler: (req) => respond<CurrentOrdersAnswer>(async () => ({ docs: await currentOrders(req) })),
}

/** GET /api/orders/missed (?branch=): pending orders nobody reacted to within 15 minutes. Answer `{ docs }`. */
export const missedOrdersEndpoint: Endpoint = {
  path: '/missed',
  method: 'get',
  handler: (req) => respond<MissedOrdersAnswer>(async () => ({ docs: await missedOrders(req) })),
}

/** GET /api/orders/history (?from&to&status&branch&search&page&limit): Payload's paginated answer. */
export const orderHistoryEndpoint: Endpoint = {
  path: '/history',
  method: 'get',
  handler: (req) => respond<OrderHistoryAnswer>(() => orderHistory(req)),
}
