import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { ApiError } from '@/src/server/http/apiError'
import { freePort } from '@/ops/freePort'
import { startOnlinePayment } from '@/src/server/payments'

import { startFakeDatatrans, type FakeDatatrans } from '@/tests/support/fakeProviders/fakeDatatrans'
import { startFakeMollie, type FakeMollie } from '@/tests/support/fakeProviders/fakeMollie'
import { startTestPayload, type TestContext } from '../support/testPayload'
import { createOrder, createOrderingWorld, type OrderingWorld } from '../ordering/fixtures'
import { onlineOrder, PUBLIC_SERVER_URL, readOrder, SHOP_ORIGIN, usePaymentEnvironment } from './support'

let context: TestContext
let world: OrderingWorld
let mollie: FakeMollie
let datatrans: FakeDatatrans
let environment: { restore: () => Promise<void> }

const START_FAILED = 'Die Online-Zahlung konnte nicht gestartet werden. Bitte wählen Sie eine andere Zahlungsart.'

beforeAll(async () => {
  context = await startTestPayload()
  world = await createOrderingWorld(context.payload)
  mollie = await startFakeMollie()
  datatrans = await startFakeDatatrans()
  environment = await usePaymentEnvironment({ mollie, datatrans })
})
afterAll(async () => {
  await environment?.restore()
  await Promise.all([mollie.close(), datatrans.close()])
  await context.close()
})

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => null, (caught: unknown) => caught)
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('startOnlinePayment with Mollie', () => {
  it('creates the payment (12.90 EUR, "Bestellung {uid}"), stores the reference and answers the checkout page', async () => {
    const order = await onlineOrder(context.payload, world, 'mollie')
    const { redirectUrl } = await startOnlinePayment(context.payload, order.id, { origin: SHOP_ORIGIN })

    const [payment] = [...mollie.payments.values()].filter((candidate) => candidate.description === `Bestellung ${order.uid}`)
    expect(redirectUrl).toBe(mollie.checkoutUrl(payment.id))
    expect(payment).toMatchObject({
      amount: { currency: 'EUR', value: '12.90' },
      redirectUrl: `${SHOP_ORIGIN}/api/payments/mollie/return?order=${order.uid}&hash=${order.hash}`,
      webhookUrl: `${PUBLIC_SERVER_URL}/api/payments/mollie/webhook`,
      metadata: { orderId: order.id, uid: order.uid },
    })
    expect(mollie.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v2/payments', headers: { authorization: `Bearer ${mollie.apiKey}` } })
    expect(await readOrder(context.payload, order.id)).toMatchObject({ paymentReference: payment.id, paymentStatus: 'open', status: 'pending' })
  })

  it('refused by Mollie: an ApiError with the German message, nothing stored', async () => {
    const order = await onlineOrder(context.payload, world, 'mollie')
    mollie.refuseCreates = true
    try {
      const error = await refusal(startOnlinePayment(context.payload, order.id, { origin: SHOP_ORIGIN }))
      expect(error.message).toBe(START_FAILED)
      expect(error.status).toBe(422)
    } finally {
      mollie.refuseCreates = false
    }
    expect((await readOrder(context.payload, order.id)).paymentReference ?? null).toBeNull()
  })
})

describe('startOnlinePayment with Datatrans', () => {
  it('initializes the transaction (1290 minor units, refno = order number) and answers the payment page', async () => {
    const order = await onlineOrder(context.payload, world, 'datatrans')
    const { redirectUrl } = await startOnlinePayment(context.payload, order.id, { origin: SHOP_ORIGIN })

    const transaction = [...datatrans.transactions.values()].find((candidate) => candidate.refno === order.uid)!
    expect(redirectUrl).toBe(`${datatrans.payUrl}/v1/start/${transaction.transactionId}`)
    const returnUrl = `${SHOP_ORIGIN}/api/payments/datatrans/return?order=${order.uid}&hash=${order.hash}`
    expect(transaction).toMatchObject({
      currency: 'EUR',
      amount: 1290,
      redirect: { successUrl: returnUrl, cancelUrl: returnUrl, errorUrl: returnUrl },
      webhook: { url: `${PUBLIC_SERVER_URL}/api/payments/datatrans/webhook` },
    })
    const basic = `Basic ${Buffer.from(`${datatrans.merchantId}:${datatrans.password}`).toString('base64')}`
    expect(datatrans.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v1/transactions', headers: { authorization: basic } })
    expect(await readOrder(context.payload, order.id)).toMatchObject({ paymentReference: transaction.transactionId, paymentStatus: 'open' })
  })

  it('Datatrans unreachable: the same German message', async () => {
    const order = await onlineOrder(context.payload, world, 'datatrans')
    const configured = process.env.DATATRANS_API_URL
    process.env.DATATRANS_API_URL = `http://127.0.0.1:${await freePort()}`
    try {
      const error = await refusal(startOnlinePayment(context.payload, order.id, { origin: SHOP_ORIGIN }))
      expect(error.message).toBe(START_FAILED)
    } finally {
      process.env.DATATRANS_API_URL = configured
    }
    expect((await readOrder(context.payload, order.id)).paymentReference ?? null).toBeNull()
  })

  it('without a public server address the customer returns to the origin and no webhook is requested', async () => {
    const order = await onlineOrder(context.payload, world, 'datatrans')
    const configured = process.env.NEXT_PUBLIC_SERVER_URL
    delete process.env.NEXT_PUBLIC_SERVER_URL
    try {
      await startOnlinePayment(context.payload, order.id, { origin: 'http://localhost:3000' })
    } finally {
      process.env.NEXT_PUBLIC_SERVER_URL = configured
    }
    const transaction = [...datatrans.transactions.values()].find((candidate) => candidate.refno === order.uid)!
    expect(transaction.webhook).toBeNull()
    expect(transaction.redirect).toMatchObject({ successUrl: `http://localhost:3000/api/payments/datatrans/return?order=${order.uid}&hash=${order.hash}` })
  })
})

describe('startOnlinePayment refuses orders that are not (or no longer) paid online', () => {
  it('a cash order is paid on site', async () => {
    const order = await createOrder(context.payload, world)
    const error = await refusal(startOnlinePayment(context.payload, order.id, { origin: SHOP_ORIGIN }))
    expect(error.message).toBe('Diese Bestellung wird vor Ort bezahlt.')
    expect(error.status).toBe(409)
  })

  it('a paid order is not charged twice', async () => {
    const order = await onlineOrder(context.payload, world, 'mollie', { paymentStatus: 'paid' })
    const error = await refusal(startOnlinePayment(context.payload, order.id, { origin: SHOP_ORIGIN }))
    expect(error.message).toBe('Diese Bestellung ist bereits bezahlt oder die Zahlung ist abgeschlossen.')
  })
})
