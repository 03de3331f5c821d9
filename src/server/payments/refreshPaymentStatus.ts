import type { Payload } from 'payload'

import { majorUnits } from './amount'
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
  const verdict = await paymentProviderFor(order.paymentMethod).fetchStatus(order.paymentReference, majorUnits(order.totals?.gross))
  return (await settlePayment(payload, order.id, verdict)).paymentStatus
}
