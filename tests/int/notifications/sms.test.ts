import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals'

import { notifyOrder, smsProvider } from '@/src/server/notifications'

import { createOrder, createOrderingWorld, type OrderingWorld } from '../ordering/fixtures'
import { startTestPayload, type TestContext } from '../support/testPayload'
import { startFakeSmsGateway, type FakeSmsGateway } from './fakeSmsGateway'

const SERVER = 'https://shop.example.at'

let context: TestContext
let world: OrderingWorld
let gateway: FakeSmsGateway

const setSms = (enablePluginSMS: boolean) =>
  context.payload.updateGlobal({ slug: 'config', data: { shopName: 'Alpenküche', enablePluginSMS }, depth: 0, overrideAccess: true })

beforeAll(async () => {
  process.env.NEXT_PUBLIC_SERVER_URL = SERVER
  context = await startTestPayload()
  world = await createOrderingWorld(context.payload)
  // Set only now, after Payload started: the provider reads its settings when it sends.
  gateway = await startFakeSmsGateway()
  Object.assign(process.env, { SMS_API_URL: gateway.url, SMS_API_TOKEN: 'geheimes-token', SMS_SENDER: 'Alpenkueche' })
})
beforeEach(async () => {
  gateway.received.length = 0
  gateway.answerWith(200)
  await setSms(true)
})
afterAll(async () => {
  delete process.env.SMS_API_URL
  await setSms(false)
  await gateway?.close()
  await context?.close()
})

describe('SMS to the customer (SMS switch on)', () => {
  it('confirmed: POSTs { to, text, from } with the bearer token; the text names the time and the status link', async () => {
    const order = await createOrder(context.payload, world, { status: 'confirmed', appointment: '2026-11-21T17:30:00.000Z' })
    await notifyOrder(context.payload, order.id, 'confirmed')

    expect(gateway.received).toHaveLength(1)
    const [sms] = gateway.received
    expect(sms.headers.authorization).toBe('Bearer geheimes-token')
    expect(sms.headers['content-type']).toBe('application/json')
    // Whether the sentence keeps the order number depends on the id's length (tests/unit/notifications/smsText.test.ts).
    expect(sms.body).toEqual({ to: '+436601234567', text: expect.stringMatching(/^Alpenküche: Ihre Bestellung (\S+ )?ist bestätigt, Termin 21\.11\. 18:30 Uhr\. /), from: 'Alpenkueche' })
    expect(sms.body.text.endsWith(` ${SERVER}/status/${order.uid}/${order.hash}`)).toBe(true)
    expect(sms.body.text.length).toBeLessThanOrEqual(160)
  })

  it.each([
    ['received', {}, (uid: string) => `Alpenküche: Danke für Ihre Bestellung ${uid}! Status:`],
    ['canceled', { status: 'canceled' }, (uid: string) => `Alpenküche: Ihre Bestellung ${uid} wurde storniert.`],
    ['rejected', { status: 'rejected', rejectionMessage: 'Heute ausgebucht.' }, (uid: string) => `Alpenküche: Ihre Bestellung ${uid} wurde storniert. Heute ausgebucht.`],
    ['counterAppointment', { counterAppointment: '2026-11-21T18:00:00.000Z' }, () => 'Alpenküche: Neuer Terminvorschlag: 21.11. 19:00 Uhr. Bitte hier antworten:'],
  ] as const)('%s: one SMS of at most 160 characters with the status link', async (event, data, sentence) => {
    const order = await createOrder(context.payload, world, data)
    await notifyOrder(context.payload, order.id, event)

    expect(gateway.received.map((sms) => sms.body.text)).toEqual([`${sentence(order.uid!)} ${SERVER}/status/${order.uid}/${order.hash}`])
    expect(gateway.received[0].body.text.length).toBeLessThanOrEqual(160)
  })

  it('rejected: a long rejection message is shortened so the SMS stays within 160 characters', async () => {
    const rejectionMessage = 'Leider müssen wir Ihre Bestellung ablehnen, weil unsere Küche wegen eines Wasserschadens heute geschlossen bleibt. Wir bitten um Entschuldigung.'
    const order = await createOrder(context.payload, world, { status: 'rejected', rejectionMessage })
    await notifyOrder(context.payload, order.id, 'rejected')

    const { text } = gateway.received[0].body
    expect(text.length).toBeLessThanOrEqual(160)
    expect(text).toBe(`Alpenküche: Ihre Bestellung ${order.uid} wurde storniert. Leider müssen wir... https://shop.example.at/status/${order.uid}/${order.hash}`)
  })

  it('sends no SMS for the branch mail (newOrder), nor without a phone number', async () => {
    const order = await createOrder(context.payload, world)
    await notifyOrder(context.payload, order.id, 'newOrder')
    const withoutPhone = await createOrder(context.payload, world, { phone: '' })
    await notifyOrder(context.payload, withoutPhone.id, 'confirmed')
    expect(gateway.received).toHaveLength(0)
  })

  it('a refusing gateway (HTTP 500) is logged with its status; the e-mail still goes out', async () => {
    gateway.answerWith(500)
    const logged = jest.spyOn(context.payload.logger, 'error').mockImplementation(() => undefined)
    const order = await createOrder(context.payload, world)
    await expect(notifyOrder(context.payload, order.id, 'received')).resolves.toBe(false)

    expect(gateway.received).toHaveLength(1)
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.objectContaining({ message: expect.stringContaining('HTTP 500'), status: 500 }) }),
      `SMS zur Bestellung ${order.id} (Bestellung eingegangen) konnte nicht gesendet werden.`,
    )
    logged.mockRestore()
    await context.mailbox.waitFor((mail) => mail.subject === `Ihre Bestellung ${order.uid} bei Alpenküche`)
  })
})

describe('SMS switch off', () => {
  it('sends the e-mail but no SMS', async () => {
    await setSms(false)
    const order = await createOrder(context.payload, world)
    await notifyOrder(context.payload, order.id, 'received')
    await context.mailbox.waitFor((mail) => mail.subject === `Ihre Bestellung ${order.uid} bei Alpenküche`)
    expect(gateway.received).toHaveLength(0)
  })
})

describe('smsProvider()', () => {
  it('without SMS_API_URL only logs the SMS', async () => {
    const url = process.env.SMS_API_URL
    delete process.env.SMS_API_URL
    const lines: string[] = []
    await smsProvider((line) => lines.push(line)).send({ to: '+436601234567', text: 'Hallo' })
    process.env.SMS_API_URL = url
    expect(lines).toEqual(['[SMS, nicht versendet: SMS_API_URL fehlt] an +436601234567: Hallo'])
    expect(gateway.received).toHaveLength(0)
  })
})
