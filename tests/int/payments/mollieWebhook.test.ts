import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { startOnlinePayment } from '@/src/server/payments'

import { startFakeMollie, type FakeMollie } from '@/tests/support/fakeProviders/fakeMollie'
import { createOrderingWorld, type OrderingWorld } from '../ordering/fixtures'
import { startTestPayload, type TestContext } from '../support/testPayload'
import {
  mollieWebhook, onlineOrder, rawRequest, readOrder, SHOP_ORIGIN, usePaymentEnvironment, watchSettlements,
} from './support'

let context: TestContext
let world: OrderingWorld
let mollie: FakeMollie
let environment: { restore: () => Promise<void> }
let request: ReturnType<typeof rawRequest>
let settlements: ReturnType<typeof watchSettlements>

beforeAll(async () => {
  context = await startTestPayload()
  world = await createOrderingWorld(context.payload)
  mollie = await startFakeMollie()
  environment = await usePaymentEnvironment({ mollie })
  request = rawRequest(context.payload.config)
  settlements = watchSettlements(context.payload)
})
afterAll(async () => {
  settlements?.restore()
  await environment?.restore()
  await mollie?.close()
  await context.close()
})

/** A Mollie order whose payment was started: the order and the Mollie payment id. */
async function startedMollieOrder() {
  const order = await onlineOrder(context.payload, world, 'mollie')
  await startOnlinePayment(context.payload, order.id, { origin: SHOP_ORIGIN })
  const reference = (await readOrder(context.payload, order.id)).paymentReference!
  return { order, reference }
}

describe('POST /api/payments/mollie/webhook', () => {
  it('delivered twice: the order becomes paid once (status stays pending for the staff)', async () => {
    const { order, reference } = await startedMollieOrder()
    mollie.setStatus(reference, 'paid')

    const first = await mollieWebhook(request, reference)
    expect(first.status).toBe(200)
    const afterFirst = await readOrder(context.payload, order.id)
    expect(afterFirst).toMatchObject({ paymentStatus: 'paid', status: 'pending', isPaid: true })

    const second = await mollieWebhook(request, reference)
    expect(second.status).toBe(200)
    const afterSecond = await readOrder(context.payload, order.id)
    expect(afterSecond.updatedAt).toBe(afterFirst.updatedAt)
    expect(settlements.forOrder(order.id)).toEqual([expect.objectContaining({ paymentStatus: 'paid', uid: order.uid, paymentMethod: 'mollie' })])
  })

  it('10 concurrent deliveries: one change, one onPaymentSettled call', async () => {
    const { order, reference } = await startedMollieOrder()
    mollie.setStatus(reference, 'paid')

    const answers = await Promise.all(Array.from({ length: 10 }, () => mollieWebhook(request, reference)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    expect(await readOrder(context.payload, order.id)).toMatchObject({ paymentStatus: 'paid', status: 'pending' })
    expect(settlements.forOrder(order.id)).toHaveLength(1)
  })

  it('a failed payment fails the order (isFailed) once', async () => {
    const { order, reference } = await startedMollieOrder()
    mollie.setStatus(reference, 'failed')

    await Promise.all([mollieWebhook(request, reference), mollieWebhook(request, reference)])
    expect(await readOrder(context.payload, order.id)).toMatchObject({ paymentStatus: 'failed', status: 'failed', isFailed: true, isPaid: false })
    expect(settlements.forOrder(order.id)).toEqual([expect.objectContaining({ paymentStatus: 'failed', status: 'failed' })])
  })

  it('a payment still open at Mollie changes nothing', async () => {
    const { order, reference } = await startedMollieOrder()
    const before = await readOrder(context.payload, order.id)
    expect((await mollieWebhook(request, reference)).status).toBe(200)
    const after = await readOrder(context.payload, order.id)
    expect(after).toMatchObject({ paymentStatus: 'open', status: 'pending' })
    expect(after.updatedAt).toBe(before.updatedAt)
    expect(settlements.forOrder(order.id)).toHaveLength(0)
  })

  it('a late "paid" does not revive a failed payment', async () => {
    const { order, reference } = await startedMollieOrder()
    mollie.setStatus(reference, 'expired')
    await mollieWebhook(request, reference)
    mollie.setStatus(reference, 'paid')
    await mollieWebhook(request, reference)
    expect(await readOrder(context.payload, order.id)).toMatchObject({ paymentStatus: 'failed', status: 'failed' })
    expect(settlements.forOrder(order.id)).toHaveLength(1)
  })

  it('an unknown payment id is acknowledged without asking Mollie or changing anything', async () => {
    const asked = mollie.requests.length
    expect((await mollieWebhook(request, 'tr_unbekannt')).status).toBe(200)
    expect(mollie.requests).toHaveLength(asked)
  })

  it('without an id: 400 with a German message', async () => {
    const response = await request('POST', '/payments/mollie/webhook', { body: '', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ errors: [{ message: 'Die Benachrichtigung ist unvollständig.' }] })
  })

  it('Mollie unreachable: 502 so Mollie delivers again, the order stays open', async () => {
    const { order, reference } = await startedMollieOrder()
    const configured = process.env.MOLLIE_API_URL
    process.env.MOLLIE_API_URL = 'https://127.0.0.1:1/v2/'
    try {
      const response = await mollieWebhook(request, reference)
      expect(response.status).toBe(502)
      expect(await response.json()).toEqual({ errors: [{ message: 'Zahlungsstatus konnte nicht geprüft werden.' }] })
    } finally {
      process.env.MOLLIE_API_URL = configured
    }
    expect(await readOrder(context.payload, order.id)).toMatchObject({ paymentStatus: 'open', status: 'pending' })
  })
})
