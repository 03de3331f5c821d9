import type { Endpoint } from 'payload'

import { ClientError } from '../../../../../src/server/api/clientError'
import { jsonBody } from '../../../../../src/server/api/responses'
import { editOrderItem } from '../../../../../src/server/orders/workflow/items/editOrderItem'
import { itemChangeBody } from '../../../../../src/server/orders/workflow/items/itemInput'
import { parseId, staffScope } from '../../../../../src/server/orders/workflow/staffAccess'
import { WORKFLOW_TEXTS as T } from '../../../../../src/server/orders/workflow/texts'
import { parseOrThrow } from '../../../../../src/server/orders/workflow/validation'
import { respond, routeParam } from './respond'

/** PUT /api/orders/{id}/items/{index} with `{ amount?, comment? }`. Answer `{ order }` (depth 0). */
export const orderItemEndpoint: Endpoint = {
  path: '/:id/items/:index',
  method: 'put',
  handler: (req) =>
    respond(async () => {
      staffScope(req.user)
      const orderId = parseId(routeParam(req, 'id'))
      if (!orderId) throw new ClientError(T.orderNotFound, 404)
      const rawIndex = routeParam(req, 'index')
      const index = /^\d+$/.test(rawIndex) ? Number(rawIndex) : -1
      if (index < 0) throw new ClientError(T.itemNotFound, 404)
      const change = parseOrThrow(itemChangeBody, await jsonBody(req))
      return { order: await editOrderItem(req, orderId, index, change) }
    }),
}
