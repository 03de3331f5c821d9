import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { backgroundWorkSettled } from '@/src/server/jobs/background'

import { startFakeMollie, type FakeMollie } from '@/tests/support/fakeProviders/fakeMollie'
import { mollieWebhook, rawRequest, usePaymentEnvironment } from '../payments/support'
import { startTestPayload, type TestContext } from '../support/testPayload'
import { orderApi, type OrderApi } from './client'
import { createOrderingWorld, takeawayCheckout, type OrderingWorld } from './fixtures'

let context: TestContext
let world: OrderingWorld
let api: OrderApi
let mollie: FakeMollie
let environment: { restore: () => Promise<void> }

beforeAll(async () => {
  context = await startTestPayload()
  world = await createOrderingWorld(context.payload)
  // The subjects name the shop; other test files on the same database may have renamed it.
  await context.payload.updateGlobal({ slug: 'config', data: { shopName: 'Alpenküche' }, depth: 0, overrideAccess: true })
  api = orderApi(context)
  mollie = await startFakeMollie()
  environment = await usePaymentEnvironment({ mollie })
})
afterAll(async () => {
  await environment.restore()
  await mollie.close()
  await context.close()
})

const mailFor = (uid: string, subject: string) => context.mailbox.waitFor((mail) => mail.subject === subject && (mail.text ?? '').includes(uid))
const staffAction = (orderId: number, action: string, body: unknown = {}) =>
  api.request('POST', `/orders/${orderId}/status/${action}`, { body, token: world.staff.employee.token })

describe('an order from placement to the customer’s mails', () => {
  it('a cash order mails the customer the status link and the branch the new order', async () => {
    const { body } = await api.place(takeawayCheckout(world))
    const received = await mailFor(body.uid, `Ihre Bestellung ${body.uid} bei Alpenküche`)
    expect(received.text).toContain(`/status/${body.uid}/${body.hash}`)
    expect(received.text).toContain('12,90 €')
    const toBranch = await mailFor(body.uid, `Neue Bestellung ${body.uid}`)
    expect(toBranch.to && 'text' in toBranch.to ? toBranch.to.text : '').toContain('filiale@example.at')
  })

  it('staff confirmation (with the acknowledgement PDF), a counter appointment and a rejection each mail the customer', async () => {
    const confirmedOrder = await api.place(takeawayCheckout(world))
    const stored = await api.order(confirmedOrder.body.uid)
    expect((await staffAction(stored.id, 'confirm')).status).toBe(200)
    await mailFor(stored.uid!, `Ihre Bestellung ${stored.uid} wurde bestätigt`)
    await backgroundWorkSettled()
    const view = await api.request('GET', `/orders/public/${stored.uid}/${stored.hash}`).then((response) => response.json())
    const acknowledgementId = (await api.order(stored.uid!))!.snapshot?.orderAcknowledgement
    expect(view.snapshot.orderAcknowledgement).toMatchObject({ name: `Auftragsbestaetigung-${stored.uid}.pdf`, url: `/upload/order/${stored.uid}/${stored.hash}/${acknowledgementId}-1.pdf` })

    const proposed = await api.order((await api.place(takeawayCheckout(world))).body.uid)
    await staffAction(proposed.id, 'confirm', { counterAppointment: new Date(Date.now() + 3 * 86_400_000).toISOString() })
    const proposal = await mailFor(proposed.uid!, `Neuer Terminvorschlag für Ihre Bestellung ${proposed.uid}`)
    expect(proposal.text).toContain('Nein, Bestellung stornieren')

    const rejected = await api.order((await api.place(takeawayCheckout(world))).body.uid)
    await staffAction(rejected.id, 'reject', { rejectionMessage: 'Heute leider ausgebucht.' })
    const rejection = await mailFor(rejected.uid!, `Ihre Bestellung ${rejected.uid} wurde abgelehnt`)
    expect(rejection.text).toContain('Ihre Bestellung wurde storniert.')
    expect(rejection.text).toContain('Heute leider ausgebucht.')
  })

  it('an online order answers the payment page and is announced only once paid', async () => {
    const { status, body } = await api.place(takeawayCheckout(world, { paymentMethod: 'mollie' }))
    expect(status).toBe(201)
    expect(body.paymentRedirectUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/checkout\/select-method\/tr_/)
    const paymentId = [...mollie.payments.keys()].at(-1)!
    const order = (await context.payload.find({ collection: 'orders', where: { paymentReference: { equals: paymentId } }, overrideAccess: true })).docs[0]
    expect(order).toMatchObject({ paymentStatus: 'open', status: 'pending' })

    mollie.setStatus(paymentId, 'paid')
    expect((await mollieWebhook(rawRequest(context.payload.config), paymentId)).status).toBe(200)
    await mailFor(order.uid!, `Ihre Bestellung ${order.uid} bei Alpenküche`)
    expect((await api.order(order.uid!)).paymentStatus).toBe('paid')
  })
})
