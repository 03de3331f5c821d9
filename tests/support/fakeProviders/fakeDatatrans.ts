import { startFakeServer, type FakeServer, type RecordedRequest, type Reply } from './fakeServer'

type DatatransStatus = 'initialized' | 'challenge_required' | 'authenticated' | 'authorized' | 'settled' | 'transmitted' | 'canceled' | 'failed'

type FakeDatatransTransaction = {
  transactionId: string
  status: DatatransStatus
  currency: string
  refno: string
  amount: number
  redirect: unknown
  webhook: unknown
}

export type FakeDatatrans = FakeServer & {
  /** Credentials the fake accepts (values for DATATRANS_MERCHANT_ID / DATATRANS_PASSWORD). */
  merchantId: string
  password: string
  /** Value for DATATRANS_PAY_URL: the payment pages the fake points to. */
  payUrl: string
  transactions: Map<string, FakeDatatransTransaction>
  setStatus: (transactionId: string, status: DatatransStatus) => void
  /** The transaction as Datatrans reports it (GET answer and webhook body). */
  transactionJson: (transactionId: string) => Record<string, unknown>
  /** While true, initializing a transaction is refused with 400 like Datatrans refuses invalid data. */
  refuseCreates: boolean
  /** While true, settling an authorized transaction is refused with 400. */
  refuseSettles: boolean
}

const error = (status: number, code: string, message: string): Reply => ({ status, body: { error: { code, message } } })

type InitBody = { currency?: string; refno?: string; amount?: unknown; redirect?: unknown; webhook?: unknown }

/**
 * A fake of the Datatrans JSON API (POST /v1/transactions, GET /v1/transactions/:id,
 * POST /v1/transactions/:id/settle) with basic auth. Requests are recorded; the test decides each
 * transaction's status. Settling an 'authorized' transaction answers 204 and makes it 'settled'.
 */
export async function startFakeDatatrans(): Promise<FakeDatatrans> {
  const merchantId = '1100012345'
  const password = 'fake-datatrans-password'
  const transactions = new Map<string, FakeDatatransTransaction>()
  let counter = 0

  const transactionJson = (id: string): Record<string, unknown> => {
    const transaction = transactions.get(id)
    if (!transaction) throw new Error(`Fake Datatrans: no transaction ${id}`)
    const { transactionId, status, currency, refno, amount } = transaction
    return { transactionId, merchantId, type: 'payment', status, currency, refno, paymentMethod: 'VIS', detail: { authorize: { amount } } }
  }

  const init = (request: RecordedRequest): Reply => {
    if (fake.refuseCreates) return error(400, 'INVALID_PROPERTY', 'init.paymentMethods: not enabled for this merchant')
    const body = (request.body ?? {}) as InitBody
    if (!body.currency || !body.refno) return error(400, 'INVALID_PROPERTY', 'init.currency or init.refno missing')
    if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount <= 0) return error(400, 'INVALID_PROPERTY', 'init.amount must be a positive integer')
    const transactionId = `2611211200000${(++counter).toString().padStart(5, '0')}`
    transactions.set(transactionId, {
      transactionId, status: 'initialized', currency: body.currency, refno: body.refno, amount: body.amount, redirect: body.redirect ?? null, webhook: body.webhook ?? null,
    })
    return { status: 201, headers: { Location: `${fake.payUrl}/v1/start/${transactionId}` }, body: { transactionId } }
  }

  const settle = (id: string, request: RecordedRequest): Reply => {
    const transaction = transactions.get(id)
    if (!transaction) return error(404, 'TRANSACTION_NOT_FOUND', `Transaction ${id} not found`)
    if (fake.refuseSettles) return error(400, 'INVALID_TRANSACTION_STATUS', 'settle refused')
    if (transaction.status !== 'authorized') return error(400, 'INVALID_TRANSACTION_STATUS', `Transaction ${id} is ${transaction.status}`)
    const body = (request.body ?? {}) as { amount?: unknown; currency?: unknown; refno?: unknown }
    if (body.amount !== transaction.amount || body.currency !== transaction.currency || body.refno !== transaction.refno) {
      return error(400, 'INVALID_PROPERTY', 'settle.amount, currency or refno do not match')
    }
    transaction.status = 'settled'
    return { status: 204 }
  }

  const expectedAuthorization = `Basic ${Buffer.from(`${merchantId}:${password}`).toString('base64')}`
  const server = await startFakeServer((request) => {
    if (request.headers.authorization !== expectedAuthorization) return error(401, 'UNAUTHORIZED', 'Invalid merchantId or password')
    const path = request.path.split('?')[0]
    if (request.method === 'POST' && path === '/v1/transactions') return init(request)
    const settled = /^\/v1\/transactions\/([^/]+)\/settle$/.exec(path)?.[1]
    if (request.method === 'POST' && settled) return settle(settled, request)
    const id = /^\/v1\/transactions\/([^/]+)$/.exec(path)?.[1]
    if (request.method === 'GET' && id) {
      return transactions.has(id) ? { status: 200, body: transactionJson(id) } : error(404, 'TRANSACTION_NOT_FOUND', `Transaction ${id} not found`)
    }
    return error(404, 'NOT_FOUND', 'Unknown resource')
  })

  const fake: FakeDatatrans = {
    ...server,
    merchantId,
    password,
    payUrl: `${server.url}/pay`,
    transactions,
    transactionJson,
    refuseCreates: false,
    refuseSettles: false,
    setStatus: (transactionId, status) => {
      const transaction = transactions.get(transactionId)
      if (!transaction) throw new Error(`Fake Datatrans: no transaction ${transactionId}`)
      transaction.status = status
    },
  }
  return fake
}
