import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import type { ParsedMail } from 'mailparser'

import { notifyOrder, notifyOrderPlaced, sendNewOrderSms } from '@/src/server/notifications'

import { orderApi } from '../ordering/client'
import { createOrder, createOrderingWorld, takeawayCheckout, type OrderingWorld } from '../ordering/fixtures'
import { startTestPayload, type TestContext } from '../support/testPayload'
import { setEnvironment } from '../support/environment'
import { startFakeSmsGateway, type FakeSmsGateway } from './fakeSmsGateway'

let context: TestContext
let world: OrderingWorld
let gateway: FakeSmsGateway

const recipients = (mail: ParsedMail) => [mail.to].flat().flatMap((to) => to?.value.map((entry) => entry.address) ?? [])
const mailsTo = (address: string) => context.mailbox.messages.filter((mail) => recipients(mail).includes(address))
const smsTo = (number: string) => gateway.received.filter((sms) => sms.body.to === number)
const settle = () => new Promise((resolve) => setTimeout(resolve, 500))

let restoreLimits: () => void

beforeAll(async () => {
  restoreLimits = setEnvironment({ SMS_PER_NUMBER_LIMIT: '2', MAILS_PER_ADDRESS_LIMIT: '2', NOTIFICATIONS_PER_CLIENT_LIMIT: '2' })
  context = await startTestPayload()
  world = await createOrderingWorld(context.payload)
  gateway = await startFakeSmsGateway()
  Object.assign(process.env, { SMS_API_URL: gateway.url, SMS_API_TOKEN: 'token', SMS_SENDER: 'Alpenkueche' })
  await context.payload.updateGlobal({ slug: 'config', data: { shopName: 'Alpenküche', enablePluginSMS: true }, depth: 0, overrideAccess: true })
})
beforeEach(() => {
  delete process.env.SMS_COUNTRIES
})
afterAll(async () => {
  restoreLimits()
  delete process.env.SMS_API_URL
  await context.payload.updateGlobal({ slug: 'config', data: { enablePluginSMS: false }, depth: 0, overrideAccess: true })
  await gateway?.close()
  await context?.close()
})

describe('notifications cannot be turned into a free SMS and mail gateway', () => {
  it('sends SMS only to numbers of the shop countries (default AT, DE, CH, IT; configurable)', async () => {
    for (const phone of ['+1 202 555 0123', '+44 7700 900123', '+39 333 1234567', '+41 79 1234567']) {
      const order = await createOrder(context.payload, world, { phone })
      await notifyOrder(context.payload, order.id, 'confirmed')
    }
    expect(gateway.received.map((sms) => sms.body.to)).toEqual(['+393331234567', '+41791234567'])

    process.env.SMS_COUNTRIES = 'AT'
    const italian = await createOrder(context.payload, world, { phone: '+39 333 7654321' })
    await notifyOrder(context.payload, italian.id, 'confirmed')
    expect(smsTo('+393337654321')).toHaveLength(0)
    await expect(sendNewOrderSms(context.payload, italian.id)).rejects.toThrow('An Telefonnummern dieses Landes werden keine SMS versendet.')
  })

  it('limits the order receipts per phone number and per e-mail address', async () => {
    const victim = { phone: '+43 660 9999001', email: 'opfer@example.at' }
    for (let index = 0; index < 4; index++) {
      const order = await createOrder(context.payload, world, victim)
      await notifyOrderPlaced(context.payload, order.id)
    }
    expect(smsTo('+436609999001')).toHaveLength(2)
    expect(mailsTo('opfer@example.at')).toHaveLength(2)
  })

  it('announces an order once, however often it is asked to', async () => {
    const order = await createOrder(context.payload, world, { phone: '+43 660 9999002', email: 'einmal@example.at' })
    await notifyOrderPlaced(context.payload, order.id)
    await notifyOrderPlaced(context.payload, order.id)
    expect(smsTo('+436609999002')).toHaveLength(1)
    expect(mailsTo('einmal@example.at')).toHaveLength(1)
  })

  it('mutes the customer notifications of a client that placed too many orders; the branch still hears of them', async () => {
    const api = orderApi(context)
    const uids: string[] = []
    for (let index = 1; index <= 3; index++) {
      const checkout = takeawayCheckout(world, { email: `kunde${index}@example.at`, phone: `+43 660 99990${index}0` })
      const placed = await api.place(checkout, { 'X-Client-Address': '203.0.113.90' })
      expect(placed.status).toBe(201)
      uids.push(placed.body.uid)
    }
    await context.mailbox.waitFor((mail) => Boolean(mail.subject?.includes(uids[2])) && !recipients(mail).includes('kunde3@example.at'))
    await settle()
    expect(mailsTo('kunde1@example.at')).toHaveLength(1)
    expect(mailsTo('kunde2@example.at')).toHaveLength(1)
    expect(mailsTo('kunde3@example.at')).toHaveLength(0)
    expect(smsTo('+436609999030')).toHaveLength(0)
  })

  it("counts a muted client's receipts against nobody's address: the address keeps its own limit", async () => {
    const api = orderApi(context)
    const victim = 'gemeinsam@example.at'
    // the client uses up its two notifications on other addresses, then orders twice for the victim's
    for (const [index, email] of ['vorher1@example.at', 'vorher2@example.at', victim, victim].entries()) {
      const placed = await api.place(takeawayCheckout(world, { email, phone: `+43 660 99991${index}0` }), { 'X-Client-Address': '203.0.113.91' })
      expect(placed.status).toBe(201)
    }
    await settle()
    expect(mailsTo(victim)).toHaveLength(0)
    // the address was not counted by the muted orders: its own two receipts still go out
    for (let index = 0; index < 2; index++) {
      const order = await createOrder(context.payload, world, { email: victim, phone: `+43 660 99992${index}0` })
      await notifyOrderPlaced(context.payload, order.id)
    }
    expect(mailsTo(victim)).toHaveLength(2)
  })
})
