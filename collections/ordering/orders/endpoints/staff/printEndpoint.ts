import type { Endpoint } from 'payload'

import type { PrintAnswer } from '@/src/domain/contracts/desk'
import { ApiError } from '@/src/server/http/apiError'
import { parseId, staffScope } from '@/src/server/orders/workflow/staffAccess'
import { WORKFLOW_TEXTS as T } from '@/src/server/orders/workflow/texts'
import { printOrderReceipt } from '@/src/server/printing/printOrderReceipt'
import { respond, routeParam } from './respond'

/** POST /api/orders/{id}/print: queues the receipt for the branch's printer. Answer `{ printJob }`. */
export const printOrderEndpoint: Endpoint = {
  path: '/:id/print',
  method: 'post',
  handler: (req) =>
    respond<PrintAnswer>(async () => {
      staffScope(req.user)
      const orderId = parseId(routeParam(req, 'id'))
      if (!orderId) throw new ApiError(T.orderNotFound, 404)
      return { printJob: await printOrderReceipt(req, orderId) }
    }),
}
