import type { Endpoint } from 'payload'

import { itemChangeBody, type OrderItemAnswer } from '@/src/domain/contracts/desk'
import { ApiError } from '@/src/server/http/apiError'
import { jsonBody } from '@/src/server/http/requestBody'
import { editOrderItem } from '@/src/server/orders/workflow/items/editOrderItem'
import { parseId, staffScope } from '@/src/server/orders/workflow/staffAccess'
import { WORKFLOW_TEXTS as T } from '@/src/server/orders/workflow/texts'
import { parseInput } from '@/src/server/http/validation'
import { respond, routeParam } from './respond'

/** PUT /api/orders/{id}/items/{index} with `{ amount?, comment? }`. Answer `{ order }` (depth 0). */
export const orderItemEndpoint: Endpoint = {
  path: '/:id/items/:index',
  method: 'put',
  handler: (req) =>
    respond<OrderItemAnswer>(async () => {
      staffScope(req.user)
      const orderId = parseId(routeParam(req, 'id'))
      if (!orderId) throw new ApiError(T.orderNotFound, 404)
      const rawIndex = routeParam(req, 'index')
      const index = /^\d+$/.test(rawIndex) ? Number(rawIndex) : -1
      if (index < 0) throw new ApiError(T.itemNotFound, 404)
      const change = parseInput(itemChangeBody, await jsonBody(req))
      return { order: await editOrderItem(req, orderId, index, change) }
    }),
}
