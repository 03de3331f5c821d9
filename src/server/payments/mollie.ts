import { createMollieClient, type MollieClient } from '@mollie/api-client'

import { PaymentProviderError, type PaymentOutcome, type PaymentProvider } from './provider'

/** Mollie's payment statuses mapped onto ours ('authorized' is a confirmed pay-later payment). */
const OUTCOMES: Record<string, PaymentOutcome> = {
  paid: 'paid',
  authorized: 'paid',
  failed: 'failed',
  canceled: 'failed',
  expired: 'failed',
}

/**
 * The client for the current environment (read at call time): MOLLIE_API_KEY, and MOLLIE_API_URL
 * to talk to another base URL than https://api.mollie.com/v2/ (the library accepts only https).
 */
function mollieClient(): MollieClient {
  const apiKey = process.env.MOLLIE_API_KEY
  if (!apiKey) throw new PaymentProviderError('MOLLIE_API_KEY is not set')
  const apiEndpoint = process.env.MOLLIE_API_URL || undefined
  return createMollieClient({ apiKey, ...(apiEndpoint ? { apiEndpoint } : {}) })
}

const failure = (action: string, error: unknown) =>
  error instanceof PaymentProviderError
    ? error
    : new PaymentProviderError(`Mollie ${action} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error })

/** Mollie through its official client library (@mollie/api-client). */
export const mollieProvider: PaymentProvider = {
  async createPayment(order, urls) {
    try {
      const payment = await mollieClient().payments.create({
        amount: { currency: order.currency, value: order.amount },
        description: `Bestellung ${order.uid}`,
        redirectUrl: urls.returnUrl,
        ...(urls.webhookUrl ? { webhookUrl: urls.webhookUrl } : {}),
        metadata: { orderId: order.orderId, uid: order.uid },
      })
      const redirectUrl = payment.getCheckoutUrl()
      if (!redirectUrl) throw new PaymentProviderError(`Mollie payment ${payment.id} has no checkout URL`)
      return { redirectUrl, reference: payment.id }
    } catch (error) {
      throw failure('create payment', error)
    }
  },

  async fetchStatus(reference) {
    try {
      const payment = await mollieClient().payments.get(reference)
      return { outcome: OUTCOMES[payment.status] ?? 'open', amount: payment.amount?.value }
    } catch (error) {
      throw failure(`get payment ${reference}`, error)
    }
  },
}
