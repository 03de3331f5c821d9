import { startFakeServer, type FakeServer, type RecordedRequest, type Reply } from './fakeServer'

type MolliePaymentStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'canceled' | 'expired' | 'failed'

type FakeMolliePayment = {
  id: string
  status: MolliePaymentStatus
  amount: { currency: string; value: string }
  description: string
  redirectUrl: string
  webhookUrl: string | null
  metadata: unknown
}

export type FakeMollie = FakeServer & {
  /** Value for MOLLIE_API_URL. */
  apiEndpoint: string
  /** The only key the fake accepts (value for MOLLIE_API_KEY). */
  apiKey: string
  payments: Map<string, FakeMolliePayment>
  /** The checkout page the fake hands out for a payment. */
  checkoutUrl: (id: string) => string
  setStatus: (id: string, status: MolliePaymentStatus) => void
  /** While true, creating a payment is refused with 422 like Mollie refuses invalid data. */
  refuseCreates: boolean
}

const error = (status: number, title: string, detail: string, field?: string): Reply => ({
  status,
  headers: { 'Content-Type': 'application/hal+json' },
  body: { status, title, detail, ...(field ? { field } : {}), _links: { documentation: { href: 'https://docs.mollie.com/reference/handling-errors', type: 'text/html' } } },
})

type CreateBody = { amount?: { currency?: string; value?: string }; description?: string; redirectUrl?: string; webhookUrl?: string; metadata?: unknown }

/**
 * A fake of Mollie's payments API v2 (POST /v2/payments, GET /v2/payments/:id) over HTTPS, since the
 * official client only speaks HTTPS (it trusts its own CA bundle, so the test must switch off
 * certificate checks for the fake). Requests are recorded; the test decides each payment's status.
 */
export async function startFakeMollie(): Promise<FakeMollie> {
  const apiKey = 'test_fakeMollieKey0123456789abcdef'
  const payments = new Map<string, FakeMolliePayment>()
  let counter = 0
  let base = ''
  const checkoutUrl = (id: string) => `${base}/checkout/select-method/${id}`

  const asJson = (payment: FakeMolliePayment) => ({
    resource: 'payment',
    id: payment.id,
    mode: 'test',
    createdAt: new Date().toISOString(),
    status: payment.status,
    isCancelable: false,
    amount: payment.amount,
    description: payment.description,
    method: null,
    metadata: payment.metadata,
    profileId: 'pfl_fake',
    sequenceType: 'oneoff',
    redirectUrl: payment.redirectUrl,
    webhookUrl: payment.webhookUrl,
    _links: {
      self: { href: `${base}/v2/payments/${payment.id}`, type: 'application/hal+json' },
      ...(payment.status === 'open' ? { checkout: { href: checkoutUrl(payment.id), type: 'text/html' } } : {}),
    },
  })

  const create = (request: RecordedRequest): Reply => {
    if (fake.refuseCreates) return error(422, 'Unprocessable Entity', 'The payment method is not active in your website profile.', 'method')
    const body = (request.body ?? {}) as CreateBody
    if (!body.amount?.value || !/^\d+\.\d{2}$/.test(body.amount.value)) return error(422, 'Unprocessable Entity', 'The amount is invalid', 'amount.value')
    if (!body.amount.currency || !body.description || !body.redirectUrl) return error(422, 'Unprocessable Entity', 'A required parameter is missing')
    const payment: FakeMolliePayment = {
      id: `tr_fake${(++counter).toString().padStart(6, '0')}`,
      status: 'open',
      amount: { currency: body.amount.currency, value: body.amount.value },
      description: body.description,
      redirectUrl: body.redirectUrl,
      webhookUrl: body.webhookUrl ?? null,
      metadata: body.metadata ?? null,
    }
    payments.set(payment.id, payment)
    return { status: 201, headers: { 'Content-Type': 'application/hal+json' }, body: asJson(payment) }
  }

  const server = await startFakeServer((request) => {
    if (request.headers.authorization !== `Bearer ${apiKey}`) return error(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate')
    const path = request.path.split('?')[0]
    if (request.method === 'POST' && path === '/v2/payments') return create(request)
    const id = /^\/v2\/payments\/([^/]+)$/.exec(path)?.[1]
    if (request.method === 'GET' && id) {
      const payment = payments.get(decodeURIComponent(id))
      return payment
        ? { status: 200, headers: { 'Content-Type': 'application/hal+json' }, body: asJson(payment) }
        : error(404, 'Not Found', `No payment exists with token ${id}.`)
    }
    return error(404, 'Not Found', 'The resource does not exist')
  }, { tls: true })
  base = server.url

  const fake: FakeMollie = {
    ...server,
    apiEndpoint: `${server.url}/v2/`,
    apiKey,
    payments,
    checkoutUrl,
    refuseCreates: false,
    setStatus: (id, status) => {
      const payment = payments.get(id)
      if (!payment) throw new Error(`Fake Mollie: no payment ${id}`)
      payment.status = status
    },
  }
  return fake
}
