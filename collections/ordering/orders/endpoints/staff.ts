import type { Endpoint } from 'payload'

import { backofficeEndpoint, frontdeskEndpoint } from './staff/displayEndpoints'
import { orderItemEndpoint } from './staff/itemEndpoint'
import { currentOrdersEndpoint, missedOrdersEndpoint, orderHistoryEndpoint } from './staff/listEndpoints'
import { printOrderEndpoint } from './staff/printEndpoint'
import { orderStatusEndpoint } from './staff/statusEndpoint'

/**
 * The staff workflow on /api/orders: status actions, the lists (current, missed, history), the
 * front-desk and kitchen displays (API key, no session), item corrections and receipt printing.
 * Registered before Payload's own /:id routes, so '/current' is never read as an id.
 */
export const staffEndpoints: Endpoint[] = [
  currentOrdersEndpoint,
  missedOrdersEndpoint,
  orderHistoryEndpoint,
  frontdeskEndpoint,
  backofficeEndpoint,
  orderStatusEndpoint,
  orderItemEndpoint,
  printOrderEndpoint,
]
