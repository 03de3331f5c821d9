import type { Payload } from 'payload'

import { announceOrder } from '../orders/afterPlacement'

/** An order whose online payment has just been decided (reported once per order). */
export interface PaymentSettlement {
  orderId: number
  uid: string
  paymentMethod: string
  paymentStatus: 'paid' | 'failed'
  /** The order status after the change ('failed' when the payment failed on an open order). */
  status: string
}

/**
 * Called exactly once after an order's payment changed from open to paid or failed (and the change
 * is committed). A paid order is announced now from the outbox (mails to customer and branch), as
 * cash orders are right after placement; a failed one is not.
 */
export async function onPaymentSettled(payload: Payload, settlement: PaymentSettlement): Promise<void> {
  payload.logger.info({ msg: 'payment settled', ...settlement })
  if (settlement.paymentStatus === 'paid') announceOrder(payload, settlement.orderId)
}
