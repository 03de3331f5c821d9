import { createHmac } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { datatransSignatureHeader, startOnlinePayment } from '@/src/server/payments'

import { startFakeDatatrans, type FakeDatatrans } from '@/tests/support/fakeProviders/fakeDatatrans'
import { createOrderingWorld, type OrderingWorld } from '../ordering/fixtures'
import { startTestPayload, type TestContext } from '../support/testPayload'
import {
  DATATRANS_HMAC_KEY, onlineOrder, rawRequest, readOrder, SHOP_ORIGIN, usePaymentEnvironment, watchSettlements,
} from './support'

let context: TestContext
let world: OrderingWorld
let datatrans: FakeDatatrans
let environment: { restore: () => Promise<void> }
let request: ReturnType<typeof rawRequest>
let settlements: ReturnType<typeof watchSettlements>

const INVALID_SIGNATURE = { errors: [{ message: 'Die Signatur der Benachrichtigung ist ungültig.' }] }

beforeAll(async () => {
  context = await startTestPayload()
  world = await createOrderingWorld(context.payload)
  datatrans = await startFakeDatatrans()
  environment = await usePaymentEnvironment({ datatrans })
  request = rawRequest(context.payload.config)
  settlements = watchSettlements(context.payload)
})
afterAll(async () => {
  settlements?.restore()
  await environment?.restore()
  await datatrans?.close()
  await context.close()
})

async function startedDatatransOrder() {
  const order = await onlineOrder(context.payload, world, 'datatrans')
  await startOnlinePayment(context.payload, order.id, { origin: SHOP_ORIGIN })
  const transactionId = (await readOrder(context.payload, order.id)).paymentReference!
  return { order, transactionId }
}

const deliver = (body: string, signature?: string) =>
  request('POST', '/payments/datatrans/webhook', {
    body,
    headers: { 'Content-Type': 'application/json', ...(signature ? { 'Datatrans-Signature': signature } : {}) },
  })

describe('POST /api/payments/datatrans/webhook', () => {
  it('a correctly signed "settled" transaction marks the order paid, once even when delivered twice', async () => {
    const { order, transactionId } = await startedDatatransOrder()
    datatrans.setStatus(transactionId, 'settled')
    const body = JSON.stringify(datatrans.transactionJson(transactionId))
    // As Datatrans signs: hex HMAC-SHA256 with the hex-decoded key over timestamp + raw body.
    const timestamp = String(Date.now())
    const signature = `t=${timestamp},s0=${createHmac('sha256', Buffer.from(DATATRANS_HMAC_KEY, 'hex')).update(timestamp + body).digest('hex')}`

    expect((await deliver(body, signature)).status).toBe(200)
    const afterFirst = await readOrder(context.payload, order.id)
    expect(afterFirst).toMatchObject({ paymentStatus: 'paid', status: 'pending' })
    expect((await deliver(body, signature)).status).toBe(200)
    expect((await readOrder(context.payload, order.id)).updatedAt).toBe(afterFirst.updatedAt)
    expect(settlements.forOrder(order.id)).toHaveLength(1)
  })

  it('a signed "canceled" transaction fails the order', async () => {
    const { order, transactionId } = await startedDatatransOrder()
    datatrans.setStatus(transactionId, 'canceled')
    const body = JSON.stringify(datatrans.transactionJson(transactionId))
    expect((await deliver(body, datatransSignatureHeader(DATATRANS_HMAC_KEY, body))).status).toBe(200)
    expect(await readOrder(context.payload, order.id)).toMatchObject({ paymentStatus: 'failed', status: 'failed' })
  })

  it('without a signature: 401, the order stays open', async () => {
    const { order, transactionId } = await startedDatatransOrder()
    const body = JSON.stringify({ ...datatrans.transactionJson(transactionId), status: 'settled' })
    const response = await deliver(body)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual(INVALID_SIGNATURE)
    expect(await readOrder(context.payload, order.id)).toMatchObject({ paymentStatus: 'open', status: 'pending' })
  })

  it('signed with another key or for another body: 401, the order stays open', async () => {
    const { order, transactionId } = await startedDatatransOrder()
    const body = JSON.stringify({ ...datatrans.transactionJson(transactionId), status: 'settled' })
    const otherKey = 'ff'.repeat(32)
    const tampered = JSON.stringify({ ...datatrans.transactionJson(transactionId), status: 'failed' })
    for (const signature of [
      datatransSignatureHeader(otherKey, body),
      datatransSignatureHeader(DATATRANS_HMAC_KEY, tampered),
      't=1700000000000,s0=nichthex',
      `s0=${datatransSignatureHeader(DATATRANS_HMAC_KEY, body).split('s0=')[1]}`,
    ]) {
      const response = await deliver(body, signature)
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual(INVALID_SIGNATURE)
    }
    expect(await readOrder(context.payload, order.id)).toMatchObject({ paymentStatus: 'open', status: 'pending' })
    expect(settlements.forOrder(order.id)).toHaveLength(0)
  })

  it('a correctly signed delivery older than 5 minutes is refused (401): a recorded one cannot be replayed', async () => {
    const { order, transactionId } = await startedDatatransOrder()
    datatrans.setStatus(transactionId, 'settled')
    const body = JSON.stringify(datatrans.transactionJson(transactionId))
    const sixMinutesAgo = String(Date.now() - 6 * 60 * 1000)
    const response = await deliver(body, datatransSignatureHeader(DATATRANS_HMAC_KEY, body, sixMinutesAgo))
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual(INVALID_SIGNATURE)
    expect(await readOrder(context.payload, order.id)).toMatchObject({ paymentStatus: 'open', status: 'pending' })

    const fourMinutesAgo = String(Date.now() - 4 * 60 * 1000)
    expect((await deliver(body, datatransSignatureHeader(DATATRANS_HMAC_KEY, body, fourMinutesAgo))).status).toBe(200)
    expect(await readOrder(context.payload, order.id)).toMatchObject({ paymentStatus: 'paid' })
  })

  it('a signed "authorized" transaction is settled (captured) at Datatrans first, and only then paid', async () => {
    const { order, transactionId } = await startedDatatransOrder()
    datatrans.setStatus(transactionId, 'authorized')
    const body = JSON.stringify(datatrans.transactionJson(transactionId))
    expect((await deliver(body, datatransSignatureHeader(DATATRANS_HMAC_KEY, body))).status).toBe(200)
    const settleCalls = datatrans.requests.filter((sent) => sent.method === 'POST' && sent.path === `/v1/transactions/${transactionId}/settle`)
    expect(settleCalls.map((sent) => sent.body)).toEqual([{ amount: 1290, currency: 'EUR', refno: order.uid }])
    expect(datatrans.transactions.get(transactionId)?.status).toBe('settled')
    expect(await readOrder(context.payload, order.id)).toMatchObject({ paymentStatus: 'paid', status: 'pending' })
    expect(settlements.forOrder(order.id)).toHaveLength(1)
  })

  it('an "authorized" transaction Datatrans refuses to settle is not paid: 502, the order stays open for the next delivery', async () => {
    const { order, transactionId } = await startedDatatransOrder()
    datatrans.setStatus(transactionId, 'authorized')
    const body = JSON.stringify(datatrans.transactionJson(transactionId))
    datatrans.refuseSettles = true
    try {
      const response = await deliver(body, datatransSignatureHeader(DATATRANS_HMAC_KEY, body))
      expect(response.status).toBe(502)
      expect(await response.json()).toEqual({ errors: [{ message: 'Zahlungsstatus konnte nicht geprüft werden.' }] })
    } finally {
      datatrans.refuseSettles = false
    }
    expect(await readOrder(context.payload, order.id)).toMatchObject({ paymentStatus: 'open', status: 'pending' })
    expect(settlements.forOrder(order.id)).toHaveLength(0)
  })

  it('a signed notification without transaction id or status: 400', async () => {
    const body = JSON.stringify({ refno: '20261121-9999' })
    const response = await deliver(body, datatransSignatureHeader(DATATRANS_HMAC_KEY, body))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ errors: [{ message: 'Die Benachrichtigung ist unvollständig.' }] })
  })

  it('without a configured HMAC key every delivery is refused', async () => {
    const { order, transactionId } = await startedDatatransOrder()
    const body = JSON.stringify({ ...datatrans.transactionJson(transactionId), status: 'settled' })
    const signature = datatransSignatureHeader(DATATRANS_HMAC_KEY, body)
    delete process.env.DATATRANS_HMAC_KEY
    try {
      expect((await deliver(body, signature)).status).toBe(401)
    } finally {
      process.env.DATATRANS_HMAC_KEY = DATATRANS_HMAC_KEY
    }
    expect(await readOrder(context.payload, order.id)).toMatchObject({ paymentStatus: 'open' })
  })
})
