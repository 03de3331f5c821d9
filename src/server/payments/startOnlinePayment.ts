import type { Payload } from 'payload'

import { DEFAULT_CURRENCY } from '@/src/domain/defaults'

import { ApiError } from '../http/apiError'
import { majorUnits } from './amount'
import { isOnlinePaymentMethod } from './methods'
import { findPaymentOrder } from './orders'
import { paymentProviderFor } from './providers'
import { PAYMENT_TEXTS } from './texts'
import { paymentUrls } from './urls'

async function shopCurrency(payload: Payload): Promise<string> {
  const config = await payload.findGlobal({ slug: 'config', depth: 0, overrideAccess: true, select: { currency: true } })
  return config.currency?.trim().toUpperCase() || DEFAULT_CURRENCY
}

/**
 * Creates the provider's payment for a stored order paid online (mollie, datatrans), stores the
 * provider's reference with paymentStatus 'open' and answers the payment page the customer goes to.
 * `origin` is the address the customer ordered on (their return address).
 * A provider that refuses or cannot be reached is an ApiError (422, field paymentMethod) asking for another method.
 */
export async function startOnlinePayment(payload: Payload, orderId: number, options: { origin: string }): Promise<{ redirectUrl: string }> {
  const order = await findPaymentOrder(payload, orderId)
  if (!order?.uid || !order.hash) throw new ApiError(PAYMENT_TEXTS.orderNotFound, 404)
  if (!isOnlinePaymentMethod(order.paymentMethod)) throw new ApiError(PAYMENT_TEXTS.notOnline, 409)
  if (order.paymentStatus !== 'open') throw new ApiError(PAYMENT_TEXTS.alreadySettled, 409)

  const request = { orderId: order.id, uid: order.uid, amount: majorUnits(order.totals?.gross), currency: await shopCurrency(payload) }
  const urls = paymentUrls(order.paymentMethod, { uid: order.uid, hash: order.hash }, options.origin)
  let created
  try {
    created = await paymentProviderFor(order.paymentMethod).createPayment(request, urls)
  } catch (error) {
    payload.logger.error({ err: error, msg: `online payment for order ${order.uid} could not be started` })
    throw new ApiError(PAYMENT_TEXTS.startFailed, 422, 'paymentMethod')
  }
  await payload.update({
    collection: 'orders',
    id: order.id,
    data: { paymentReference: created.reference, paymentStatus: 'open' },
    depth: 0,
    overrideAccess: true,
    select: { paymentStatus: true },
  })
  return { redirectUrl: created.redirectUrl }
}
