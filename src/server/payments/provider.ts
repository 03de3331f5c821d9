/** What an order's payment is, as far as our order is concerned. */
export type PaymentOutcome = 'open' | 'paid' | 'failed'

/**
 * What the provider reports about a payment: the outcome for our order and the amount the payment
 * is for, in major units as the provider states it ('12.90'; missing when the provider did not say).
 * An order is marked paid only when that amount equals its total (see settlePayment).
 */
export interface PaymentVerdict {
  outcome: PaymentOutcome
  amount?: string
}

/** The order data a provider needs to create a payment. */
interface PaymentRequest {
  orderId: number
  uid: string
  /** The amount to charge in major units with two decimals, e.g. '12.90'. */
  amount: string
  /** ISO 4217 code, e.g. 'EUR'. */
  currency: string
}

/** Where the provider sends the customer back and (where supported) its notifications. */
export interface PaymentUrls {
  returnUrl: string
  /** Omitted when the server has no address the provider could reach (local development). */
  webhookUrl?: string
}

interface CreatedPayment {
  /** The provider's payment page the customer is sent to. */
  redirectUrl: string
  /** The provider's payment or transaction id, stored as the order's paymentReference. */
  reference: string
}

export interface PaymentProvider {
  createPayment(order: PaymentRequest, urls: PaymentUrls): Promise<CreatedPayment>
  /** The payment's verdict; `expectedAmount` (the order total, '12.90') keeps a provider from capturing another amount. */
  fetchStatus(reference: string, expectedAmount: string): Promise<PaymentVerdict>
}

/**
 * The provider refused a request, answered something unexpected, is not configured or not
 * reachable. The message is for the log (English); callers show their own German text.
 */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'PaymentProviderError'
  }
}
