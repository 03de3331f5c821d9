import type { Endpoint, Payload, PayloadRequest } from 'payload'

import { ONLINE_PAYMENT_METHODS, type OnlinePaymentMethod, branchIdOf, findOrderByPublicLink, type PaymentOrder, PaymentProviderError, refreshPaymentStatus } from '@/src/server/payments'

import { notFound } from '@/src/server/http/apiError'

const redirect = (location: string) => new Response(null, { status: 302, headers: { Location: location, 'Cache-Control': 'no-store' } })

async function checkoutErrorPath(payload: Payload, order: PaymentOrder): Promise<string> {
  const branchId = branchIdOf(order)
  const branch = branchId
    ? await payload.findByID({ collection: 'branches', id: branchId, depth: 0, overrideAccess: true, select: { identifier: true }, disableErrors: true })
    : null
  return branch?.identifier ? `/store/${encodeURIComponent(branch.identifier)}/checkout/error` : '/'
}

/** The payment status after asking the provider; when it cannot be asked, the stored one (the status page keeps polling). */
async function currentPaymentStatus(req: PayloadRequest, order: PaymentOrder): Promise<string | null> {
  try {
    return await refreshPaymentStatus(req.payload, order)
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error
    req.payload.logger.warn({ err: error, msg: `payment return of order ${order.uid}: status not available` })
    return order.paymentStatus ?? null
  }
}

/**
 * GET /api/payments/{provider}/return?order={uid}&hash={hash}: the customer's browser back from the
 * provider. The status is refreshed from the provider, then the browser goes to the order's status
 * page (paid or still open) or back to the branch's checkout with the failed-payment message.
 * An unknown order or wrong hash is the same 404 as everywhere.
 */
const paymentReturnEndpoint = (method: OnlinePaymentMethod): Endpoint => ({
  path: `/payments/${method}/return`,
  method: 'get',
  handler: async (req) => {
    const query = new URL(req.url ?? 'http://localhost').searchParams
    const order = await findOrderByPublicLink(req.payload, query.get('order') ?? '', query.get('hash') ?? '')
    if (!order?.uid || !order.hash || order.paymentMethod !== method) throw notFound('Die Bestellung')
    if ((await currentPaymentStatus(req, order)) === 'failed') return redirect(await checkoutErrorPath(req.payload, order))
    return redirect(`/status/${encodeURIComponent(order.uid)}/${encodeURIComponent(order.hash)}`)
  },
})

export const paymentReturnEndpoints: Endpoint[] = ONLINE_PAYMENT_METHODS.map(paymentReturnEndpoint)
