import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { startOnlinePayment } from '@/src/server/payments'

import { startFakeDatatrans, type FakeDatatrans } from '@/tests/support/fakeProviders/fakeDatatrans'
import { startFakeMollie, type FakeMollie } from '@/tests/support/fakeProviders/fakeMollie'
import { createOrderingWorld, type OrderingWorld } from '../ordering/fixtures'
import { startTestPayload, type TestContext } from '../support/testPayload'
import { onlineOrder, rawRequest, readOrder, SHOP_ORIGIN, usePaymentEnvironment, watchSettlements } from './support'

let context: TestContext
let world: OrderingWorld
let mollie: FakeMollie
let datatrans: FakeDatatrans
let environment: { restore: () => Promise<void> }
let request: ReturnType<typeof rawRequest>
let settlements: ReturnType<typeof watchSettlements>

beforeAll(async () => {
  context = await startTestPayload()
  world = await createOrderingWorld(context.payload)
  mollie = await startFakeMollie()
  datatrans = await startFakeDatatrans()
  environment = await usePaymentEnvironment({ mollie, datatrans })
  request = rawRequest(context.payload.config)
  settlements = watchSettlements(context.payload)
})
afterAll(async () => {
  settlements?.restore()
  await environment?.restore()
  await Promise.all([mollie?.close(), datatrans?.close()])
  await context.close()
})

async function started(method: 'mollie' | 'datatrans') {
  const order = await onlineOrder(context.payload, world, method)
  await startOnlinePayment(context.payload, order.id, { origin: SHOP_ORIGIN })
  return { order, reference: (await readOrder(context.payload, order.id)).paymentReference! }
}

/** The customer's browser arriving from the provider at the return address it was given. */
const comeBack = (method: string, uid: string, hash: string) =>
  request('GET', `/payments/${method}/return?${new URLSearchParams({ order: uid, hash })}`)

describe('GET /api/payments/{provider}/return', () => {
  it('Mollie paid: the order is marked paid and the browser goes to its status page', async () => {
    const { order, reference } = await started('mollie')
    mollie.setStatus(reference, 'paid')
    const response = await comeBack('mollie', order.uid!, order.hash!)
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(`/status/${order.uid}/${order.hash}`)
    expect(await readOrder(context.payload, order.id)).toMatchObject({ paymentStatus: 'paid', status: 'pending' })
    expect(settlements.forOrder(order.id)).toHaveLength(1)
  })

  it('Mollie still open (e.g. bank transfer pending): the status page, the order stays open', async () => {
    const { order } = await started('mollie')
    const response = await comeBack('mollie', order.uid!, order.hash!)
    expect(response.headers.get('Location')).toBe(`/status/${order.uid}/${order.hash}`)
    expect(await readOrder(context.payload, order.id)).toMatchObject({ paymentStatus: 'open' })
  })

  it('Mollie failed: the order fails and the browser returns to the checkout error of its branch', async () => {
    const { order, reference } = await started('mollie')
    mollie.setStatus(reference, 'failed')
    const response = await comeBack('mollie', order.uid!, order.hash!)
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(`/store/${world.branches.open.identifier}/checkout/error`)
    expect(await readOrder(context.payload, order.id)).toMatchObject({ paymentStatus: 'failed', status: 'failed', isFailed: true })
  })

  it('Datatrans canceled by the customer: checkout error; settled: status page', async () => {
    const canceled = await started('datatrans')
    datatrans.setStatus(canceled.reference, 'canceled')
    const back = await comeBack('datatrans', canceled.order.uid!, canceled.order.hash!)
    expect(back.headers.get('Location')).toBe(`/store/${world.branches.open.identifier}/checkout/error`)
    expect(await readOrder(context.payload, canceled.order.id)).toMatchObject({ paymentStatus: 'failed', status: 'failed' })

    const settled = await started('datatrans')
    datatrans.setStatus(settled.reference, 'settled')
    const paid = await comeBack('datatrans', settled.order.uid!, settled.order.hash!)
    expect(paid.headers.get('Location')).toBe(`/status/${settled.order.uid}/${settled.order.hash}`)
    expect(await readOrder(context.payload, settled.order.id)).toMatchObject({ paymentStatus: 'paid' })
  })

  it('a wrong hash, an unknown order or the wrong provider: the same 404 that reveals nothing', async () => {
    const { order, reference } = await started('mollie')
    mollie.setStatus(reference, 'paid')
    const asked = mollie.requests.length
    for (const response of [
      await comeBack('mollie', order.uid!, `${order.hash}x`),
      await comeBack('mollie', order.uid!, ''),
      await comeBack('mollie', '20991231-9999', order.hash!),
      await comeBack('datatrans', order.uid!, order.hash!),
    ]) {
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ errors: [{ message: 'Die Bestellung wurde nicht gefunden.' }] })
    }
    expect(mollie.requests).toHaveLength(asked)
    expect(await readOrder(context.payload, order.id)).toMatchObject({ paymentStatus: 'open' })
  })

  it('provider unreachable: the status page (it keeps polling), nothing changed', async () => {
    const { order } = await started('datatrans')
    const configured = process.env.DATATRANS_API_URL
    process.env.DATATRANS_API_URL = 'http://127.0.0.1:1'
    try {
      const response = await comeBack('datatrans', order.uid!, order.hash!)
      expect(response.headers.get('Location')).toBe(`/status/${order.uid}/${order.hash}`)
    } finally {
      process.env.DATATRANS_API_URL = configured
    }
    expect(await readOrder(context.payload, order.id)).toMatchObject({ paymentStatus: 'open', status: 'pending' })
  })
})
