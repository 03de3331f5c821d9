import { fromMinorUnits, minorUnits } from './amount'
import { PaymentProviderError, type PaymentOutcome, type PaymentProvider, type PaymentVerdict } from './provider'

const SANDBOX_API_URL = 'https://api.sandbox.datatrans.com'
const SANDBOX_PAY_URL = 'https://pay.sandbox.datatrans.com'
const TIMEOUT_MS = 10_000

/**
 * Datatrans transaction statuses that mean the money is ours, and those that mean it never will be.
 * 'authorized' only reserves the amount on the card: it is paid once we settled (captured) it,
 * see `settleIfAuthorized`.
 */
const PAID = new Set(['settled', 'transmitted'])
const FAILED = new Set(['failed', 'canceled'])

const datatransOutcome = (status: unknown): PaymentOutcome =>
  PAID.has(String(status)) ? 'paid' : FAILED.has(String(status)) ? 'failed' : 'open'

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '')

/** Settings from the environment, read at call time. */
function datatransSettings() {
  const merchantId = process.env.DATATRANS_MERCHANT_ID
  const password = process.env.DATATRANS_PASSWORD
  if (!merchantId || !password) throw new PaymentProviderError('DATATRANS_MERCHANT_ID or DATATRANS_PASSWORD is not set')
  return {
    apiUrl: withoutTrailingSlash(process.env.DATATRANS_API_URL || SANDBOX_API_URL),
    payUrl: withoutTrailingSlash(process.env.DATATRANS_PAY_URL || SANDBOX_PAY_URL),
    authorization: `Basic ${Buffer.from(`${merchantId}:${password}`).toString('base64')}`,
  }
}

/** One call of the Datatrans JSON API; any non-2xx answer or network failure is a PaymentProviderError. */
async function datatransCall(path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<Record<string, unknown>> {
  const { apiUrl, authorization } = datatransSettings()
  let response: Response
  try {
    response = await fetch(`${apiUrl}${path}`, {
      method: init.method,
      headers: { Authorization: authorization, Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (error) {
    throw new PaymentProviderError(`Datatrans ${init.method} ${path} unreachable`, { cause: error })
  }
  const text = await response.text()
  if (!response.ok) throw new PaymentProviderError(`Datatrans ${init.method} ${path} answered ${response.status}: ${text.slice(0, 300)}`)
  if (response.status === 204 || text.trim() === '') return {}
  try {
    return JSON.parse(text) as Record<string, unknown>
  } catch (error) {
    throw new PaymentProviderError(`Datatrans ${init.method} ${path} answered no JSON`, { cause: error })
  }
}

/** Datatrans through its JSON API (redirect integration: init a transaction, send the customer to the payment page). */
export const datatransProvider: PaymentProvider = {
  async createPayment(order, urls) {
    const answer = await datatransCall('/v1/transactions', {
      method: 'POST',
      body: {
        currency: order.currency,
        refno: order.uid,
        amount: minorUnits(order.amount),
        redirect: { successUrl: urls.returnUrl, cancelUrl: urls.returnUrl, errorUrl: urls.returnUrl },
        ...(urls.webhookUrl ? { webhook: { url: urls.webhookUrl } } : {}),
      },
    })
    const reference = answer.transactionId
    if (typeof reference !== 'string' && typeof reference !== 'number') throw new PaymentProviderError('Datatrans answered no transactionId')
    return { redirectUrl: `${datatransSettings().payUrl}/v1/start/${reference}`, reference: String(reference) }
  },

  async fetchStatus(reference, expectedAmount) {
    return settleIfAuthorized(reference, await fetchTransaction(reference), expectedAmount)
  },
}

type DatatransTransaction = Record<string, unknown> & { detail?: { authorize?: { amount?: unknown }; settle?: { amount?: unknown } } }

const fetchTransaction = (reference: string): Promise<DatatransTransaction> =>
  datatransCall(`/v1/transactions/${encodeURIComponent(reference)}`, { method: 'GET' })

/** The amount a transaction covers in minor units: the settled one, else the authorized one. */
const minorAmountOf = (transaction: DatatransTransaction): unknown =>
  transaction.detail?.settle?.amount ?? transaction.detail?.authorize?.amount ?? transaction.amount

const verdictOf = (transaction: DatatransTransaction): PaymentVerdict => {
  const minor = minorAmountOf(transaction)
  return { outcome: datatransOutcome(transaction.status), ...(typeof minor === 'number' ? { amount: fromMinorUnits(minor) } : {}) }
}

/**
 * The verdict on a transaction as Datatrans reports it. An 'authorized' one is settled (captured)
 * first with its authorized amount (POST /v1/transactions/{id}/settle, 204) and counts as paid
 * only when Datatrans accepted that; an authorization for another amount than `expectedAmount`
 * (the order total) is never captured and stays open. When the settlement is refused, the
 * transaction is read again: settled by a concurrent delivery it is paid, otherwise a
 * PaymentProviderError is thrown (the order stays open, the next webhook or status check tries again).
 */
export async function settleIfAuthorized(reference: string, transaction: DatatransTransaction, expectedAmount: string): Promise<PaymentVerdict> {
  if (transaction.status !== 'authorized') return verdictOf(transaction)
  const amount = minorAmountOf(transaction)
  if (typeof amount !== 'number' || typeof transaction.currency !== 'string' || typeof transaction.refno !== 'string') {
    throw new PaymentProviderError(`Datatrans transaction ${reference} is authorized but lacks amount, currency or refno`)
  }
  if (amount !== minorUnits(expectedAmount)) return { outcome: 'open', amount: fromMinorUnits(amount) }
  try {
    await datatransCall(`/v1/transactions/${encodeURIComponent(reference)}/settle`, {
      method: 'POST',
      body: { amount, currency: transaction.currency, refno: transaction.refno },
    })
  } catch (error) {
    const now = await fetchTransaction(reference).catch(() => null)
    if (now && PAID.has(String(now.status))) return verdictOf(now)
    throw error
  }
  return { outcome: 'paid', amount: fromMinorUnits(amount) }
}
