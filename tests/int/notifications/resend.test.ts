import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals'

import { restClient } from '../support/rest'
import { createOrder, createOrderingWorld, type OrderingWorld } from '../ordering/fixtures'
import { startTestPayload, type TestContext } from '../support/testPayload'
import { startFakeSmsGateway, type FakeSmsGateway } from './fakeSmsGateway'

let context: TestContext
let world: OrderingWorld
let request: ReturnType<typeof restClient>
let gateway: FakeSmsGateway

const setSms = (enablePluginSMS: boolean) =>
  context.payload.updateGlobal({ slug: 'config', data: { shopName: 'Alpenküche', enablePluginSMS }, depth: 0, overrideAccess: true })

beforeAll(async () => {
  process.env.NEXT_PUBLIC_SERVER_URL = 'https://shop.example.at'
  context = await startTestPayload()
  request = restClient(context.payload.config)
  world = await createOrderingWorld(context.payload)
  // The subjects name the shop: the worker's database may hold another file's shop name (the access matrix writes one).
  await setSms(false)
  gateway = await startFakeSmsGateway()
  Object.assign(process.env, { SMS_API_URL: gateway.url, SMS_API_TOKEN: 'geheimes-token', SMS_SENDER: 'Alpenkueche' })
})
afterAll(async () => {
  delete process.env.SMS_API_URL
  await setSms(false)
  await gateway?.close()
  await context?.close()
})

const resend = (id: number | string, channel: 'email' | 'sms', token?: string) =>
  request('POST', `/orders/${id}/resend-new-order-${channel}`, { token })

const errorsOf = async (response: Response) => (await response.json()).errors

describe('POST /api/orders/{id}/resend-new-order-email', () => {
  it('401 without a session', async () => {
    const order = await createOrder(context.payload, world)
    const response = await resend(order.id, 'email')
    expect(response.status).toBe(401)
    expect(await errorsOf(response)).toEqual([{ message: 'Bitte melden Sie sich an.' }])
  })

  it('403 for an employee of another branch, 404 for an unknown order', async () => {
    const order = await createOrder(context.payload, world)
    const refused = await resend(order.id, 'email', world.staff.otherEmployee.token)
    expect(refused.status).toBe(403)
    expect(await errorsOf(refused)).toEqual([{ message: 'Sie haben keine Berechtigung für diese Aktion.' }])

    const unknown = await resend(987654321, 'email', world.staff.admin.token)
    expect(unknown.status).toBe(404)
    expect(await errorsOf(unknown)).toEqual([{ message: 'Die Bestellung wurde nicht gefunden.' }])
    expect((await resend('abc', 'email', world.staff.admin.token)).status).toBe(404)
  })

  it("200 for an employee of the order's branch and for an admin: the customer's order mail arrives again", async () => {
    const order = await createOrder(context.payload, world)
    const subject = `Ihre Bestellung ${order.uid} bei Alpenküche`

    for (const account of [world.staff.employee, world.staff.admin]) {
      const response = await resend(order.id, 'email', account.token)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ message: 'E-Mail wurde erneut gesendet.' })
    }
    const mails = context.mailbox.messages.filter((mail) => mail.subject === subject)
    expect(mails).toHaveLength(2)
    expect(mails[0].text).toContain(`https://shop.example.at/status/${order.uid}/${order.hash}`)
  })

  it('409 when the order has no e-mail address', async () => {
    const order = await createOrder(context.payload, world, { email: null })
    const response = await resend(order.id, 'email', world.staff.employee.token)
    expect(response.status).toBe(409)
    expect(await errorsOf(response)).toEqual([{ message: 'Für diese Bestellung ist keine E-Mail-Adresse hinterlegt.' }])
  })
})

describe('POST /api/orders/{id}/resend-new-order-sms', () => {
  it('409 while SMS notifications are switched off', async () => {
    await setSms(false)
    const order = await createOrder(context.payload, world)
    const response = await resend(order.id, 'sms', world.staff.employee.token)
    expect(response.status).toBe(409)
    expect(await errorsOf(response)).toEqual([{ message: 'SMS-Benachrichtigungen sind nicht aktiviert.' }])
  })

  it('200 sends the order SMS again; 403 for another branch', async () => {
    await setSms(true)
    gateway.answerWith(200)
    const order = await createOrder(context.payload, world)
    expect((await resend(order.id, 'sms', world.staff.otherEmployee.token)).status).toBe(403)

    const response = await resend(order.id, 'sms', world.staff.employee.token)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: 'SMS wurde erneut gesendet.' })
    expect(gateway.received.at(-1)?.body).toEqual({
      to: '+436601234567',
      text: `Alpenküche: Danke für Ihre Bestellung ${order.uid}! Status: https://shop.example.at/status/${order.uid}/${order.hash}`,
      from: 'Alpenkueche',
    })
  })

  it('502 with "Die Bestätigung konnte nicht gesendet werden." when the gateway fails', async () => {
    await setSms(true)
    gateway.answerWith(500)
    const logged = jest.spyOn(context.payload.logger, 'error').mockImplementation(() => undefined)
    const order = await createOrder(context.payload, world)
    const response = await resend(order.id, 'sms', world.staff.admin.token)
    expect(response.status).toBe(502)
    expect(await errorsOf(response)).toEqual([{ message: 'Die Bestätigung konnte nicht gesendet werden.' }])
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ orderId: order.id, err: expect.objectContaining({ status: 500 }) }),
      `resend-new-order-sms für Bestellung ${order.id} fehlgeschlagen`,
    )
    logged.mockRestore()
  })

  it('409 when the order has no phone number', async () => {
    await setSms(true)
    const order = await createOrder(context.payload, world, { phone: null })
    const response = await resend(order.id, 'sms', world.staff.admin.token)
    expect(response.status).toBe(409)
    expect(await errorsOf(response)).toEqual([{ message: 'Für diese Bestellung ist keine Telefonnummer hinterlegt.' }])
  })
})
