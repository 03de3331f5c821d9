import type { Endpoint, Payload, PayloadRequest } from 'payload'

import type { ResendAnswer } from '@/src/domain/contracts/ordering'
import { branchScope, isStaffMember, scopeIncludes } from '@/src/domain/roles'
import { ApiError, forbidden, notFound, unauthorized } from '@/src/server/http/apiError'
import {
  NotificationNotPossibleError,
  OrderNotFoundError,
  sendNewOrderEmail,
  sendNewOrderSms,
} from '@/src/server/notifications'

/** Back-office fallback of back-office.md section 8 ('confirmation could not be sent'). */
const RESEND_FAILED = 'Die Bestätigung konnte nicht gesendet werden.'

const ORDER = 'Die Bestellung'

const orderId = (req: PayloadRequest): number | null => {
  const value = String(req.routeParams?.id ?? '')
  return /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : null
}

/**
 * POST /api/orders/{id}/{action}: sends the customer's order message again. 401 without a session,
 * 403 for other users and employees of other branches, 404 for an unknown order, 409 when it cannot
 * be sent (SMS switched off, no address or number), 502 when sending fails, else 200 `{ message }`.
 */
const resendEndpoint = (action: string, send: (payload: Payload, id: number) => Promise<void>, message: string): Endpoint => ({
  path: `/:id/${action}`,
  method: 'post',
  handler: async (req) => {
    if (!req.user) throw unauthorized()
    if (!isStaffMember(req.user)) throw forbidden()
    const id = orderId(req)
    const order = id
      ? await req.payload.findByID({ collection: 'orders', id, depth: 0, select: { branch: true }, disableErrors: true, overrideAccess: true })
      : null
    if (!id || !order) throw notFound(ORDER)
    if (!scopeIncludes(branchScope(req.user), order.branch)) throw forbidden()
    try {
      await send(req.payload, id)
    } catch (error) {
      if (error instanceof OrderNotFoundError) throw notFound(ORDER)
      if (error instanceof NotificationNotPossibleError) throw new ApiError(error.message, 409)
      req.payload.logger.error({ err: error, orderId: id }, `${action} für Bestellung ${id} fehlgeschlagen`)
      throw new ApiError(RESEND_FAILED, 502)
    }
    const answer: ResendAnswer = { message }
    return Response.json(answer, { headers: { 'Cache-Control': 'no-store' } })
  },
})

/** The back office's resend calls of back-office.md section 7 (Orders administration). */
export const notificationsEndpoints: Endpoint[] = [
  resendEndpoint('resend-new-order-email', sendNewOrderEmail, 'E-Mail wurde erneut gesendet.'),
  resendEndpoint('resend-new-order-sms', sendNewOrderSms, 'SMS wurde erneut gesendet.'),
]
