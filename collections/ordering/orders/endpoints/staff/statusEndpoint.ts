import type { Endpoint } from 'payload'

import { isOrderAction } from '../../../../../src/domain/orders'
import { ClientError } from '../../../../../src/server/api/clientError'
import { jsonBody } from '../../../../../src/server/api/responses'
import { changeOrderStatus } from '../../../../../src/server/orders/workflow/changeOrderStatus'
import { parseId, staffScope } from '../../../../../src/server/orders/workflow/staffAccess'
import { statusBodySchema } from '../../../../../src/server/orders/workflow/statusInput'
import { WORKFLOW_TEXTS as T } from '../../../../../src/server/orders/workflow/texts'
import { parseOrThrow } from '../../../../../src/server/orders/workflow/validation'
import { respond, routeParam } from './respond'

/**
 * POST /api/orders/{id}/status/{cancel|confirm|reject|in-delivery|completed}
 * Body: confirm `{ counterAppointment? }`, reject/cancel `{ rejectionMessage? }`. Answer `{ order }`.
 */
export const orderStatusEndpoint: Endpoint = {
  path: '/:id/status/:action',
  method: 'post',
  handler: (req) =>
    respond(async () => {
      staffScope(req.user)
      const action = routeParam(req, 'action')
      const orderId = parseId(routeParam(req, 'id'))
      if (!isOrderAction(action)) throw new ClientError(T.actionNotFound, 404)
      if (!orderId) throw new ClientError(T.orderNotFound, 404)
      const body = parseOrThrow(statusBodySchema(action), await jsonBody(req))
      const { order } = await changeOrderStatus(req.payload, req, orderId, action, body)
      return { order }
    }),
}
