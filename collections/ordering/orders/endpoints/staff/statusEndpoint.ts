import type { Endpoint } from 'payload'

import { statusBodySchema, type OrderStatusAnswer } from '@/src/domain/contracts/desk'
import { isOrderAction } from '@/src/domain/orders'
import { ApiError } from '@/src/server/http/apiError'
import { jsonBody } from '@/src/server/http/requestBody'
import { changeOrderStatus } from '@/src/server/orders/workflow/changeOrderStatus'
import { parseId, staffScope } from '@/src/server/orders/workflow/staffAccess'
import { WORKFLOW_TEXTS as T } from '@/src/server/orders/workflow/texts'
import { parseInput } from '@/src/server/http/validation'
import { respond, routeParam } from './respond'

/**
 * POST /api/orders/{id}/status/{cancel|confirm|reject|in-delivery|completed}
 * Body: confirm `{ preparationMinutes? }` (1–240: confirmed, `readyAt` = now + minutes) or
 * `{ counterAppointment? }` (proposes another time), not both; reject/cancel `{ rejectionMessage? }`.
 * Answer `{ order }`.
 */
export const orderStatusEndpoint: Endpoint = {
  path: '/:id/status/:action',
  method: 'post',
  handler: (req) =>
    respond<OrderStatusAnswer>(async () => {
      staffScope(req.user)
      const action = routeParam(req, 'action')
      const orderId = parseId(routeParam(req, 'id'))
      if (!isOrderAction(action)) throw new ApiError(T.actionNotFound, 404)
      if (!orderId) throw new ApiError(T.orderNotFound, 404)
      const body = parseInput(statusBodySchema(action), await jsonBody(req))
      const { order } = await changeOrderStatus(req.payload, req, orderId, action, body)
      return { order }
    }),
}
