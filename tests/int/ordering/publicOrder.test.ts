import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { startTestPayload, type TestContext } from '../support/testPayload'
import { orderApi, type OrderApi } from './client'
import { createOrder, createOrderingWorld, type OrderingWorld } from './fixtures'

let context: TestContext
let world: OrderingWorld
let api: OrderApi

beforeAll(async () => {
  context = await startTestPayload()
  world = await createOrderingWorld(context.payload)
  api = orderApi(context)
})
afterAll(() => context.close())

const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
  api.request(method, `/orders/public/${path}`, { body }).then(async (response) => ({ status: response.status, body: await response.json() }))

describe('public order link', () => {
  it('shows the status view with flags, branch contact and no personal data', async () => {
    const order = await createOrder(context.payload, world, { mode: 'delivery', status: 'inDelivery', appointment: '2026-11-25T17:30:00.000Z' })
    const { status, body } = await call('GET', `${order.uid}/${order.hash}`)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      uid: order.uid, isConfirmed: true, isInDelivery: true, isCompleted: false, isDelivery: true, isDineIn: false, isPaid: false,
      paymentMethod: 'cash', appointment: '2026-11-25T17:30:00.000Z', branch: { id: world.branches.open.id, name: 'Filiale Immer Offen', phone: '+43 1 123456' },
    })
    for (const personal of ['email', 'phone', 'lastName', 'firstName', 'street', 'items', 'totals']) expect(body).not.toHaveProperty(personal)
  })

  it('answers the same 404 for a wrong hash and an unknown number', async () => {
    const order = await createOrder(context.payload, world)
    const wrongHash = await call('GET', `${order.uid}/${'x'.repeat(order.hash!.length)}`)
    const unknown = await call('GET', `19990101-0001/${order.hash}`)
    expect(wrongHash).toEqual({ status: 404, body: { errors: [{ message: 'Die Bestellung wurde nicht gefunden.' }] } })
    expect(unknown).toEqual(wrongHash)
  })
})

describe('questionnaire', () => {
  it('needs all four ratings 1..5, accepts an optional comment, once per order', async () => {
    const order = await createOrder(context.payload, world, { status: 'completed' })
    const path = `${order.uid}/${order.hash}/questionnaire`
    const missing = await call('POST', path, { rating: 5, foodRating: 4, serviceRating: 6 })
    expect(missing.status).toBe(422)
    expect(missing.body.errors.map((error: { field: string }) => error.field)).toEqual(['serviceRating', 'processRating'])
    expect(missing.body.errors[0].message).toBe('Bitte vergeben Sie 1 bis 5 Sterne.')

    const sent = await call('POST', path, { rating: 5, foodRating: 4, serviceRating: 5, processRating: 3, comment: 'Sehr gut!' })
    expect(sent.status).toBe(200)
    expect(sent.body.questionnaireRating).toBe(5)
    const stored = await api.order(order.uid!)
    expect(stored.questionnaire).toMatchObject({ rating: 5, foodRating: 4, serviceRating: 5, processRating: 3, comment: 'Sehr gut!' })

    const again = await call('POST', path, { rating: 1, foodRating: 1, serviceRating: 1, processRating: 1 })
    expect(again).toEqual({ status: 409, body: { errors: [{ message: 'Sie haben diese Bestellung bereits bewertet.' }] } })
  })

  it('is refused for a cancelled order and with a wrong hash', async () => {
    const order = await createOrder(context.payload, world, { status: 'canceled' })
    const ratings = { rating: 3, foodRating: 3, serviceRating: 3, processRating: 3 }
    expect((await call('POST', `${order.uid}/${order.hash}/questionnaire`, ratings)).status).toBe(409)
    expect((await call('POST', `${order.uid}/falsch/questionnaire`, ratings)).status).toBe(404)
  })
})

describe('counter appointment through the public link', () => {
  const proposal = '2026-11-27T18:30:00.000Z'

  it("'Ja' confirms the order at the proposed time", async () => {
    const order = await createOrder(context.payload, world, { appointment: '2026-11-27T17:00:00.000Z', counterAppointment: proposal })
    const { status, body } = await call('POST', `${order.uid}/${order.hash}/confirm-counter-appointment`)
    expect(status).toBe(200)
    expect(body).toMatchObject({ isConfirmed: true, appointment: proposal, counterAppointment: null })
  })

  it("'Nein, Bestellung stornieren' cancels the order", async () => {
    const order = await createOrder(context.payload, world, { counterAppointment: proposal })
    const { status, body } = await call('POST', `${order.uid}/${order.hash}/reject-counter-appointment`)
    expect(status).toBe(200)
    expect(body).toMatchObject({ isCanceled: true, isConfirmed: false, rejectionMessage: 'Der vorgeschlagene Termin wurde abgelehnt.' })
  })

  it('answers 409 without an open proposal and 404 with a wrong hash', async () => {
    const order = await createOrder(context.payload, world)
    expect(await call('POST', `${order.uid}/${order.hash}/confirm-counter-appointment`)).toEqual({
      status: 409, body: { errors: [{ message: 'Zu dieser Bestellung gibt es keinen offenen Terminvorschlag.' }] },
    })
    expect((await call('POST', `${order.uid}/falsch/reject-counter-appointment`)).status).toBe(404)
  })
})
