import { configuredServerUrl } from '../environment/serverUrl'
import type { OnlinePaymentMethod } from './methods'
import type { PaymentUrls } from './provider'

const FALLBACK_BASE_URL = 'http://localhost:3000'
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0'])

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '')

const isReachableFromOutside = (base: string): boolean => {
  try {
    return !LOCAL_HOSTS.has(new URL(base).hostname)
  } catch {
    return false
  }
}

/**
 * The provider's return and webhook addresses for an order. The customer comes back to the host
 * they ordered on (the request's origin, else NEXT_PUBLIC_SERVER_URL); the provider's server calls
 * the configured public address (NEXT_PUBLIC_SERVER_URL, else the origin). A local address gets no
 * webhook, as no provider can reach it; the return call and the staff check settle the payment then.
 */
export function paymentUrls(method: OnlinePaymentMethod, order: { uid: string; hash: string }, origin?: string): PaymentUrls {
  const configured = configuredServerUrl() ?? ''
  const returnBase = withoutTrailingSlash(origin || configured || FALLBACK_BASE_URL)
  const webhookBase = withoutTrailingSlash(configured || origin || FALLBACK_BASE_URL)
  const query = new URLSearchParams({ order: order.uid, hash: order.hash })
  return {
    returnUrl: `${returnBase}/api/payments/${method}/return?${query}`,
    ...(isReachableFromOutside(webhookBase) ? { webhookUrl: `${webhookBase}/api/payments/${method}/webhook` } : {}),
  }
}
