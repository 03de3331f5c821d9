import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

import { isOnlinePayment } from '../../domain/cart/payment'
import { clientAddress } from '../api/rateLimit'
import { errorResponse } from '../api/responses'
import { clientMayNotify } from '../notifications/abuseGuard'
import { startOnlinePayment } from '../payments'
import { announceOrder } from './afterPlacement'
import { attachCustomerUploads } from './attachUploads'
import { isValidKey, lockKey, orderForKey, requestFingerprint, type StoredAnswer } from './idempotency'
import { preparePartsOrder } from './parts/prepare'
import { prepareOrderingOrder } from './prepareOrdering'
import { requestOrigin } from './requestOrigin'

const KEY_REUSED = 'Dieser Idempotency-Key wurde bereits für eine andere Bestellung verwendet.'

type Created = { id: number; uid: string; hash: string; paymentMethod?: string | null }

/** A checkout with a branch comes from the food storefront, one without from the parts shop. */
const isPartsCheckout = (body: unknown): boolean => !(body && typeof body === 'object' && 'branch' in body)

/**
 * POST /api/orders: validates and prices the checkout on the server (client prices are ignored),
 * stores the order with its items in one transaction or not at all, and answers `{ uid, hash }` or
 * `{ paymentRedirectUrl }`. With an Idempotency-Key, a retry of the same request returns the same
 * order; the same key with another body is refused with 409.
 */
export async function placeOrder(req: PayloadRequest, body: unknown, key: string | null): Promise<Response> {
  if (key !== null && !isValidKey(key)) return errorResponse(400, 'Ungültiger Idempotency-Key.')
  const fingerprint = requestFingerprint(body)
  if (key) {
    const existing = await orderForKey(req.payload, key)
    if (existing) return replay(existing, fingerprint)
  }
  const prepared = await (isPartsCheckout(body) ? preparePartsOrder : prepareOrderingOrder)(req, body)
  if ('response' in prepared) return prepared.response
  const stored = await storeOrder(req, { ...prepared.data, idempotencyKey: key, requestFingerprint: fingerprint }, key)
  if ('replay' in stored) return replay(stored.replay, fingerprint)
  return answerCreated(req, stored.order)
}

/** The answer for an order that already exists under the request's key (a retry). */
function replay(existing: StoredAnswer, fingerprint: string): Response {
  if (existing.requestFingerprint !== fingerprint) return errorResponse(409, KEY_REUSED)
  if (isOnlinePayment(existing.paymentMethod) && existing.paymentRedirectUrl) return Response.json({ paymentRedirectUrl: existing.paymentRedirectUrl })
  return Response.json({ uid: existing.uid, hash: existing.hash })
}

/** Writes the order in one transaction; a concurrent request with the same key finds it instead. */
async function storeOrder(req: PayloadRequest, data: Record<string, unknown>, key: string | null): Promise<{ order: Created } | { replay: StoredAnswer }> {
  const { payload } = req
  const owns = await initTransaction(req)
  try {
    if (key) {
      await lockKey(payload, req, key)
      const existing = await orderForKey(payload, key, req)
      if (existing) {
        if (owns) await killTransaction(req)
        return { replay: existing }
      }
    }
    const order = await payload.create({
      collection: 'orders', data: data as never, depth: 0, overrideAccess: true, req,
      select: { uid: true, hash: true, paymentMethod: true },
    })
    await attachCustomerUploads(payload, req, order.id, data.items)
    if (owns) await commitTransaction(req)
    return { order: order as unknown as Created }
  } catch (error) {
    if (owns) await killTransaction(req)
    throw error
  }
}

async function answerCreated(req: PayloadRequest, order: Created): Promise<Response> {
  const { payload } = req
  if (!isOnlinePayment(order.paymentMethod)) {
    // Online orders are announced only once paid; pay-on-site orders count against the client's notifications.
    announceOrder(payload, order.id, { customerMuted: !(await clientMayNotify(payload, clientAddress(req))) })
    return Response.json({ uid: order.uid, hash: order.hash }, { status: 201 })
  }
  const redirectUrl = await startOnlinePayment(payload, order.id, { origin: requestOrigin(req) }).then(
    (started) => started.redirectUrl,
    async (error: unknown) => {
      await payload.update({ collection: 'orders', id: order.id, data: { status: 'failed', paymentStatus: 'failed' }, depth: 0, overrideAccess: true, select: {} })
      throw error
    },
  )
  await payload.update({ collection: 'orders', id: order.id, data: { paymentRedirectUrl: redirectUrl }, depth: 0, overrideAccess: true, select: {} })
  return Response.json({ paymentRedirectUrl: redirectUrl }, { status: 201 })
}
