import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { datatransSignatureHeader, refreshPaymentStatus, startOnlinePayment } from '@/src/server/payments'
import { backgroundWorkSettled } from '@/src/server/jobs/background'

import { startFakeDatatrans, type FakeDatatrans } from '@/tests/support/fakeProviders/fakeDatatrans'
import { startFakeMollie, type FakeMollie } from '@/tests/support/fakeProviders/fakeMollie'
import { createOrderingWorld, type OrderingWorld } from '../ordering/fixtures'
import { startTestPayload, type TestContext } from '../support/testPayload'
import {
  DATATRANS_HMAC_KEY, datatransWebhook, mollieWebhook, onlineOrder, rawRequest, readOrder, SHOP_ORIGIN, usePaymentEnvironment,
  watchPaymentErrors, watchSettlements,
} from './support'

/**
 * Webhook deliveries as they really arrive (issue 20, item 2): duplicated, concurrent, reordered,
 * delayed, for unknown payments, badly signed and for the wrong amount. Whatever the order of
 * arrival, an order's payment changes once, the paid order is announced once, and nothing but a
 * verified payment of the order total (12,90 €) marks it paid.
 */

let context: TestContext
let world: OrderingWorld
let mollie: FakeMollie
let datatrans: FakeDatatrans
let environment: { restore: () => Promise<void> }
let request: ReturnType<typeof rawRequest>
let settlements: ReturnType<typeof watchSettlements>
let paymentErrors: ReturnType<typeof watchPaymentErrors>

beforeAll(async () => {
  context = await startTestPayload()
  world = await createOrderingWorld(context.payload)
  mollie = await startFakeMollie()
  datatrans = await startFakeDatatrans()
  environment = await usePaymentEnvironment({ mollie, datatrans })
  request = rawRequest(context.payload.config)
  settlements = watchSettlements(context.payload)
  paymentErrors = watchPaymentErrors(context.payload)
})
afterAll(async () => {
  paymentErrors?.restore()
  settlements?.restore()
  await environment?.restore()
  await mollie?.close()
  await datatrans?.close()
  await context.close()
})

/** Our words for a payment's state; each provider delivers them in its own. */
type Event = 'paid' | 'open' | 'pending' | 'canceled' | 'expired'

type Channel = {
  method: 'mollie' | 'datatrans'
  /** Delivers one webhook telling that the payment is in `event` (for `amount`, default: as started). */
  deliver: (reference: string, event: Event, amount?: string) => Promise<Response>
  /** A delivery for a payment that is no order's. */
  deliverUnknown: () => Promise<Response>
}

const DATATRANS_STATUS = { paid: 'settled', open: 'initialized', pending: 'authenticated', canceled: 'canceled', expired: 'failed' } as const

/** Mollie posts only the id; the state (and amount) is what Mollie answers when asked. */
const mollieChannel: Channel = {
  method: 'mollie',
  deliver: (reference, event, amount) => {
    mollie.setStatus(reference, event)
    if (amount) mollie.payments.get(reference)!.amount.value = amount
    return mollieWebhook(request, reference)
  },
  deliverUnknown: () => mollieWebhook(request, 'tr_keineBestellung'),
}

/** Datatrans posts a signed snapshot of the transaction, which may be stale when it arrives. */
const datatransChannel: Channel = {
  method: 'datatrans',
  deliver: (reference, event, amount) => {
    const snapshot = datatrans.transactionJson(reference)
    const settled = amount ? { detail: { authorize: { amount: Math.round(Number(amount) * 100) }, settle: { amount: Math.round(Number(amount) * 100) } } } : {}
    return datatransWebhook(request, { ...snapshot, status: DATATRANS_STATUS[event], ...settled })
  },
  deliverUnknown: () => datatransWebhook(request, { transactionId: '999999999999999999', status: 'settled', currency: 'EUR', refno: 'fremd', detail: { settle: { amount: 1290 } } }),
}

/** An order paid online whose payment was started at the provider: the order and the provider's reference. */
async function startedOrder(method: Channel['method']) {
  const order = await onlineOrder(context.payload, world, method)
  await startOnlinePayment(context.payload, order.id, { origin: SHOP_ORIGIN })
  return { order, reference: (await readOrder(context.payload, order.id)).paymentReference! }
}

/** Subjects of the mails sent about an order, once every background task has finished. */
async function mailSubjectsAbout(uid: string): Promise<string[]> {
  await backgroundWorkSettled()
  return context.mailbox.messages.map((mail) => mail.subject ?? '').filter((subject) => subject.includes(uid))
}

/** The paid order was announced exactly once: one mail to the customer, one to the branch, no repeat. */
async function expectAnnouncedOnce(uid: string) {
  await context.mailbox.waitFor((mail) => mail.subject === `Neue Bestellung ${uid}`)
  const subjects = await mailSubjectsAbout(uid)
  expect(subjects.filter((subject) => subject.startsWith(`Ihre Bestellung ${uid} `))).toHaveLength(1)
  expect(subjects.filter((subject) => subject === `Neue Bestellung ${uid}`)).toHaveLength(1)
  expect(new Set(subjects).size).toBe(subjects.length)
}

const statuses = (responses: Response[]) => responses.map((response) => response.status)

describe.each([mollieChannel, datatransChannel])('$method webhook deliveries', (channel) => {
  it('the same "paid" event 5 times one after the other: paid once, announced once', async () => {
    const { order, reference } = await startedOrder(channel.method)
    const first = await channel.deliver(reference, 'paid')
    expect(first.status).toBe(200)
    const afterFirst = await readOrder(context.payload, order.id)
    expect(afterFirst).toMatchObject({ paymentStatus: 'paid', isPaid: true, status: 'pending' })

    for (let repeat = 0; repeat < 4; repeat++) expect((await channel.deliver(reference, 'paid')).status).toBe(200)
    expect((await readOrder(context.payload, order.id)).updatedAt).toBe(afterFirst.updatedAt)
    expect(settlements.forOrder(order.id)).toEqual([expect.objectContaining({ paymentStatus: 'paid', paymentMethod: channel.method })])
    await expectAnnouncedOnce(order.uid!)
  })

  it('the same "paid" event 5 times at once: every delivery acknowledged, paid once, announced once', async () => {
    const { order, reference } = await startedOrder(channel.method)
    const answers = await Promise.all(Array.from({ length: 5 }, () => channel.deliver(reference, 'paid')))
    expect(statuses(answers)).toEqual([200, 200, 200, 200, 200])
    expect(await readOrder(context.payload, order.id)).toMatchObject({ paymentStatus: 'paid', status: 'pending' })
    expect(settlements.forOrder(order.id)).toHaveLength(1)
    await expectAnnouncedOnce(order.uid!)
  })

  it('"paid" arriving before "open" and "pending": the late events never un-pay the order', async () => {
    const { order, reference } = await startedOrder(channel.method)
    expect((await channel.deliver(reference, 'paid')).status).toBe(200)
    const paid = await readOrder(context.payload, order.id)
    for (const late of ['open', 'pending', 'open'] as const) expect((await channel.deliver(reference, late)).status).toBe(200)
    const after = await readOrder(context.payload, order.id)
    expect(after).toMatchObject({ paymentStatus: 'paid', status: 'pending', isPaid: true })
    expect(after.updatedAt).toBe(paid.updatedAt)
    expect(settlements.forOrder(order.id)).toHaveLength(1)
    await expectAnnouncedOnce(order.uid!)
  })

  // Both providers treat canceled, expired and failed as final: a 'paid' after them is a stale or
  // reordered delivery. The first final verdict wins (docs/decisions.md, Reliability).
  it.each(['canceled', 'expired'] as const)('a delayed "paid" after "%s": the payment stays failed and the order is never announced', async (final) => {
    const { order, reference } = await startedOrder(channel.method)
    expect((await channel.deliver(reference, final)).status).toBe(200)
    const failed = await readOrder(context.payload, order.id)
    expect(failed).toMatchObject({ paymentStatus: 'failed', status: 'failed', isFailed: true, isPaid: false })

    expect(statuses(await Promise.all([channel.deliver(reference, 'paid'), channel.deliver(reference, 'paid')]))).toEqual([200, 200])
    const after = await readOrder(context.payload, order.id)
    expect(after).toMatchObject({ paymentStatus: 'failed', status: 'failed', isPaid: false })
    expect(after.updatedAt).toBe(failed.updatedAt)
    expect(settlements.forOrder(order.id)).toEqual([expect.objectContaining({ paymentStatus: 'failed' })])
    expect(await mailSubjectsAbout(order.uid!)).toEqual([])
  })

  it('an event for an unknown payment is acknowledged (200, so the provider stops retrying) and changes nothing', async () => {
    const { order, reference } = await startedOrder(channel.method)
    const settledBefore = settlements.forOrder(order.id).length
    const answers = await Promise.all(Array.from({ length: 3 }, () => channel.deliverUnknown()))
    expect(statuses(answers)).toEqual([200, 200, 200])
    expect(await readOrder(context.payload, order.id)).toMatchObject({ paymentStatus: 'open', paymentReference: reference })
    expect(settlements.forOrder(order.id)).toHaveLength(settledBefore)
  })

  it.each([['less', '9.90'], ['more', '129.00'], ['a cent off', '12.91']])('"paid" for %s than the order total (%s) never marks the order paid', async (_, amount) => {
    const { order, reference } = await startedOrder(channel.method)
    const before = await readOrder(context.payload, order.id)
    const answers = await Promise.all(Array.from({ length: 3 }, () => channel.deliver(reference, 'paid', amount)))
    expect(statuses(answers)).toEqual([200, 200, 200])
    const after = await readOrder(context.payload, order.id)
    expect(after).toMatchObject({ paymentStatus: 'open', status: 'pending', isPaid: false })
    expect(after.updatedAt).toBe(before.updatedAt)
    expect(settlements.forOrder(order.id)).toHaveLength(0)
    expect(paymentErrors.forOrder(order.id)).toContainEqual(expect.stringContaining(`paid amount ${amount} differs from the order total`))
    expect(await mailSubjectsAbout(order.uid!)).toEqual([])
  })
})

describe('Datatrans: signature and capture', () => {
  it('"settled" with a bad signature is refused (401) however often it arrives; the order is never paid', async () => {
    const { order, reference } = await startedOrder('datatrans')
    const settled = { ...datatrans.transactionJson(reference), status: 'settled' }
    const answers = await Promise.all(Array.from({ length: 5 }, () => datatransWebhook(request, settled, 'ff'.repeat(32))))
    expect(statuses(answers)).toEqual([401, 401, 401, 401, 401])
    // A valid signature, but of another body (the same snapshot saying 'failed').
    const signedFailed = datatransSignatureHeader(DATATRANS_HMAC_KEY, JSON.stringify({ ...settled, status: 'failed' }))
    const forged = await request('POST', '/payments/datatrans/webhook', {
      body: JSON.stringify(settled),
      headers: { 'Content-Type': 'application/json', 'Datatrans-Signature': signedFailed },
    })
    expect(forged.status).toBe(401)
    expect(await readOrder(context.payload, order.id)).toMatchObject({ paymentStatus: 'open', status: 'pending' })
    expect(settlements.forOrder(order.id)).toHaveLength(0)
  })

  it('an authorization for another amount than the order total is never captured, by webhook or by the staff check', async () => {
    const { order, reference } = await startedOrder('datatrans')
    datatrans.setStatus(reference, 'authorized')
    datatrans.transactions.get(reference)!.amount = 990
    expect((await datatransWebhook(request, datatrans.transactionJson(reference))).status).toBe(200)
    expect(await refreshPaymentStatus(context.payload, await readOrder(context.payload, order.id))).toBe('open')

    expect(datatrans.requests.filter((sent) => sent.path === `/v1/transactions/${reference}/settle`)).toHaveLength(0)
    expect(datatrans.transactions.get(reference)?.status).toBe('authorized')
    expect(await readOrder(context.payload, order.id)).toMatchObject({ paymentStatus: 'open', status: 'pending' })
    expect(paymentErrors.forOrder(order.id)).toContainEqual(expect.stringContaining('paid amount 9.90 differs from the order total'))
  })

  it('"authorized" delivered 5 times at once: captured once, paid once, every delivery acknowledged', async () => {
    const { order, reference } = await startedOrder('datatrans')
    datatrans.setStatus(reference, 'authorized')
    const authorized = datatrans.transactionJson(reference)
    const answers = await Promise.all(Array.from({ length: 5 }, () => datatransWebhook(request, authorized)))
    expect(statuses(answers)).toEqual([200, 200, 200, 200, 200])
    expect(datatrans.transactions.get(reference)?.status).toBe('settled')
    expect(await readOrder(context.payload, order.id)).toMatchObject({ paymentStatus: 'paid', status: 'pending' })
    expect(settlements.forOrder(order.id)).toHaveLength(1)
    await expectAnnouncedOnce(order.uid!)
  })
})
