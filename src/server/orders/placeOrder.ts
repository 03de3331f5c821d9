import type { PayloadRequest } from 'payload'

import { isOnlinePayment } from '@/src/domain/cart/payment'
import type { OrderPlacement } from '@/src/domain/contracts/ordering'

import { ApiError } from '../http/apiError'
import { clientAddress } from '../rateLimit'
import { startOnlinePayment } from '../payments'
import type { NotificationOrder } from '../notifications'
import { announcePlacedOrder } from './afterPlacement'
import { checkoutShop } from './checkoutShop'
import { isValidKey, isUniqueViolation, orderForKey, requestFingerprint, type StoredAnswer } from './idempotency'
import { insertOrder, type Announcement, type InsertedOrder } from './insertOrder'
import { checkoutBranch } from './ordering/context'
import { preparePartsOrder } from './parts/prepare'
import type { OrderData } from './prepared'
import { prepareOrderingOrder } from './ordering/prepare'
import { requestOrigin } from './requestOrigin'

const KEY_REUSED = 'Dieser Idempotency-Key wurde bereits für eine andere Bestellung verwendet.'

type Created = InsertedOrder

/** The placed order and whether this request created it (false: a retry answered from its key). */
export type Placement = { created: boolean; order: OrderPlacement }

/**
 * POST /api/orders: validates and prices the checkout on the server (client prices are ignored),
 * stores the order with its items in one statement or not at all, and answers `{ uid, hash }` or
 * `{ paymentRedirectUrl }`. The kind of checkout (food storefront or parts shop) is decided by
 * checkoutShop. With an Idempotency-Key, a retry of the same request returns the same order; the
 * same key with another body is refused with 409. Refusals are ApiErrors.
 */
export async function placeOrder(req: PayloadRequest, body: unknown, key: string | null): Promise<Placement> {
  if (key !== null && !isValidKey(key)) throw new ApiError('Ungültiger Idempotency-Key.', 400)
  const fingerprint = requestFingerprint(body)
  if (key) {
    const existing = await orderForKey(req.payload, key)
    if (existing) return replay(existing, fingerprint)
  }
  const prepare = checkoutShop(body) === 'parts' ? preparePartsOrder : prepareOrderingOrder
  const data = await prepare(req, body)
  // Pay-on-site orders are announced at once: their announcement is due with the order (the outbox).
  const announcement = isOnlinePayment(data.paymentMethod) ? null : { placedBy: clientAddress(req) }
  const stored = await storeOrder(req, { ...data, idempotencyKey: key, requestFingerprint: fingerprint }, key, announcement)
  if ('replay' in stored) return replay(stored.replay, fingerprint)
  return { created: true, order: await afterCreation(req, stored.order, data) }
}

/** The order that already exists under the request's key (a retry). */
function replay(existing: StoredAnswer, fingerprint: string): Placement {
  if (existing.requestFingerprint !== fingerprint) throw new ApiError(KEY_REUSED, 409)
  if (isOnlinePayment(existing.paymentMethod) && existing.paymentRedirectUrl) return { created: false, order: { paymentRedirectUrl: existing.paymentRedirectUrl } }
  return { created: false, order: { uid: existing.uid, hash: existing.hash } }
}

/** Writes the order in one statement; a concurrent request with the same key finds it instead. */
async function storeOrder(req: PayloadRequest, data: OrderData, key: string | null, announcement: Announcement | null): Promise<{ order: Created } | { replay: StoredAnswer }> {
  try {
    return { order: await insertOrder(req.payload, data, new Date(), announcement) }
  } catch (error) {
    // The key's unique index: the other request committed first (or is committing; the insert waited for it).
    const existing = key && isUniqueViolation(error) ? await orderForKey(req.payload, key) : null
    if (existing) return { replay: existing }
    throw error
  }
}

/** The order as the notifications read it, from what was just stored (its branch from the checkout's cache). */
async function storedOrder(payload: PayloadRequest['payload'], order: Created, data: OrderData): Promise<NotificationOrder> {
  const branch = typeof data.branch === 'number' ? await checkoutBranch(payload, data.branch) : null
  return { ...data, id: order.id, uid: order.uid, hash: order.hash, createdAt: order.createdAt, branch: branch ?? data.branch }
}

/** Announces a pay-on-site order, or starts the online payment (an order whose payment cannot start is failed). */
async function afterCreation(req: PayloadRequest, order: Created, data: OrderData): Promise<OrderPlacement> {
  const { payload } = req
  if (!isOnlinePayment(order.paymentMethod)) {
    // Online orders are announced only once paid; pay-on-site orders count against the client's notifications.
    announcePlacedOrder(payload, await storedOrder(payload, order, data), clientAddress(req))
    return { uid: order.uid, hash: order.hash }
  }
  const redirectUrl = await startOnlinePayment(payload, order.id, { origin: requestOrigin(req) }).then(
    (started) => started.redirectUrl,
    async (error: unknown) => {
      await payload.update({ collection: 'orders', id: order.id, data: { status: 'failed', paymentStatus: 'failed' }, depth: 0, overrideAccess: true, select: {} })
      throw error
    },
  )
  await payload.update({ collection: 'orders', id: order.id, data: { paymentRedirectUrl: redirectUrl }, depth: 0, overrideAccess: true, select: {} })
  return { paymentRedirectUrl: redirectUrl }
}
