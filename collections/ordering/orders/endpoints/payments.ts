import type { Endpoint } from 'payload'

import type { PaymentStatusAnswer } from '@/src/domain/contracts/ordering'
import { ApiError } from '@/src/server/http/apiError'
import { assertBranchAccess, parseId, staffScope } from '@/src/server/orders/workflow/staffAccess'
import {
  branchIdOf, findPaymentOrder, isOnlinePaymentMethod, PAYMENT_TEXTS, PaymentProviderError, refreshPaymentStatus,
} from '@/src/server/payments'
import { respond, routeParam } from './staff/respond'

/**
 * POST /api/orders/{id}/update-payment-status: staff re-check an online payment with its provider
 * (back-office.md section 7) and apply its answer exactly once. Answers `{ paymentStatus }`.
 * 401/403 as every staff call (employees only for their branches), 404 unknown order, 409 for
 * orders paid on site or without a started payment, 502 when the provider cannot be asked.
 */
const updatePaymentStatusEndpoint: Endpoint = {
  path: '/:id/update-payment-status',
  method: 'post',
  handler: (req) =>
    respond<PaymentStatusAnswer>(async () => {
      const scope = staffScope(req.user)
      const orderId = parseId(routeParam(req, 'id'))
      const order = orderId ? await findPaymentOrder(req.payload, orderId) : null
      if (!order) throw new ApiError(PAYMENT_TEXTS.orderNotFound, 404)
      assertBranchAccess(scope, branchIdOf(order))
      if (!isOnlinePaymentMethod(order.paymentMethod)) throw new ApiError(PAYMENT_TEXTS.notOnline, 409)
      if (order.paymentStatus === 'open' && !order.paymentReference) throw new ApiError(PAYMENT_TEXTS.notStarted, 409)
      try {
        return { paymentStatus: await refreshPaymentStatus(req.payload, order) }
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error
        req.payload.logger.warn({ err: error, msg: `payment status of order ${order.uid} could not be checked` })
        throw new ApiError(PAYMENT_TEXTS.statusCheckFailed, 502)
      }
    }),
}

export const paymentsEndpoints: Endpoint[] = [updatePaymentStatusEndpoint]
