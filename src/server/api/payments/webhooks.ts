import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { settleIfAuthorized, isValidDatatransSignature, findOrderByPaymentReference, majorUnits, PaymentProviderError, type PaymentVerdict, refreshPaymentStatus, settlePayment, PAYMENT_TEXTS } from '@/src/server/payments'

import { ApiError } from '@/src/server/http/apiError'
import { bodyText, MAX_JSON_BYTES } from '@/src/server/http/requestBody'

/** The provider learns that the notification arrived; unknown payments get the same answer. */
const received = () => new Response(null, { status: 200, headers: { 'Cache-Control': 'no-store' } })

/** The notification's body as sent (the signature covers it byte for byte), at most 64 KB. */
const rawBody = (req: PayloadRequest): Promise<string> => bodyText(req, MAX_JSON_BYTES)

/**
 * POST /api/payments/mollie/webhook: Mollie posts only `id=tr_…` (form-encoded, unsigned). The id
 * alone proves nothing, so the payment is fetched from Mollie and its status applied exactly once.
 * When Mollie cannot be asked the answer is 502, and Mollie delivers again later.
 */
export const mollieWebhookEndpoint: Endpoint = {
  path: '/payments/mollie/webhook',
  method: 'post',
  handler: async (req) => {
    const id = new URLSearchParams(await rawBody(req)).get('id')?.trim()
    if (!id) throw new ApiError(PAYMENT_TEXTS.invalidNotification, 400)
    const order = await findOrderByPaymentReference(req.payload, 'mollie', id)
    if (!order) return received()
    try {
      await refreshPaymentStatus(req.payload, order)
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error
      req.payload.logger.warn({ err: error, msg: `Mollie webhook for order ${order.uid}: status not available` })
      throw new ApiError(PAYMENT_TEXTS.statusCheckFailed, 502)
    }
    return received()
  },
}

const datatransNotification = z
  .object({
    transactionId: z.union([z.string().min(1), z.number()]),
    status: z.string().min(1),
  })
  .passthrough()

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/**
 * POST /api/payments/datatrans/webhook: Datatrans posts the transaction (JSON) signed with the
 * merchant's HMAC key (`Datatrans-Signature: t=…,s0=…`). Unsigned, wrongly signed or stale (more
 * than 5 minutes from now) deliveries are refused with 401; a signed one applies the transaction's
 * status exactly once, and 'paid' only for the order total. An 'authorized' transaction is settled
 * first and is paid only when that succeeded; when Datatrans cannot settle it the answer is 502
 * and Datatrans delivers again.
 */
export const datatransWebhookEndpoint: Endpoint = {
  path: '/payments/datatrans/webhook',
  method: 'post',
  handler: async (req) => {
    const body = await rawBody(req)
    if (!isValidDatatransSignature(req.headers.get('datatrans-signature'), body, process.env.DATATRANS_HMAC_KEY)) {
      if (!process.env.DATATRANS_HMAC_KEY) req.payload.logger.error('DATATRANS_HMAC_KEY is not set: Datatrans webhooks are refused')
      throw new ApiError(PAYMENT_TEXTS.invalidSignature, 401)
    }
    const notification = datatransNotification.safeParse(parseJson(body))
    if (!notification.success) throw new ApiError(PAYMENT_TEXTS.invalidNotification, 400)
    const reference = String(notification.data.transactionId)
    const order = await findOrderByPaymentReference(req.payload, 'datatrans', reference)
    if (!order) return received()
    if (order.paymentStatus !== 'open') return received()
    let verdict: PaymentVerdict
    try {
      verdict = await settleIfAuthorized(reference, notification.data, majorUnits(order.totals?.gross))
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error
      req.payload.logger.warn({ err: error, msg: `Datatrans webhook for order ${order.uid}: authorized payment not settled` })
      throw new ApiError(PAYMENT_TEXTS.statusCheckFailed, 502)
    }
    await settlePayment(req.payload, order.id, verdict)
    return received()
  },
}
