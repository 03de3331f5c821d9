import type { Payload } from 'payload'

import { isOnlinePaymentMethod } from './methods'
import type { PaymentOrder } from './orders'
import { paymentProviderFor } from './providers'
import { settlePayment } from './settlePayment'

/**
 * Asks the provider about an order's open online payment and applies the answer (exactly once).
 * Answers the payment status afterwards; settled, on-site and never-started payments are answered
 * as stored without asking. Throws a PaymentProviderError when the provider cannot be asked.
 */
export async function refreshPaymentStatus(payload: Payload, order: PaymentOrder): Promise<string | null> {
  if (!isOnlinePaymentMethod(order.paymentMethod) || order.paymentStatus !== 'open' || !order.paymentReference) {
    return order.paymentStatus ?? null
  }
  const outcome = await paymentProviderFor(order.paymentMethod).fetchStatus(order.paymentReference)
  return (await settlePayment(payload, order.id, outcome)).paymentStatus
}
