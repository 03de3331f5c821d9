import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { orderApi, type OrderApi } from '../ordering/client'
import { createOrderingWorld, takeawayCheckout, type OrderingWorld } from '../ordering/fixtures'
import { restClient } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'
import { createCode } from './fixtures'

/** POST /api/orders stores the QR code the customer came from (`qrCode`); an unknown or malformed code is ignored. */
let context: TestContext
let world: OrderingWorld
let api: OrderApi
let code: { id: number; identifier: string }

beforeAll(async () => {
  context = await startTestPayload()
  world = await createOrderingWorld(context.payload)
  api = orderApi(context)
  code = await createCode(context.payload, 'flyer', { name: 'Flyer', path: `/store/${world.branches.open.identifier}` })
})
afterAll(() => context.close())

describe('the order\u2019s origin', () => {
  it('is the code named by `qrCode`', async () => {
    const placed = await api.place(takeawayCheckout(world, { qrCode: code.identifier }))
    expect(placed.status).toBe(201)
    expect((await api.order(placed.body.uid))?.qrCode).toBe(code.id)
  })

  it('staff read it on the order, with the code', async () => {
    const placed = await api.place(takeawayCheckout(world, { qrCode: code.identifier.toUpperCase() }))
    const order = await api.order(placed.body.uid)
    const response = await restClient(context.payload.config)('GET', `/orders/${order!.id}?depth=1`, { token: world.staff.employee.token })
    expect(response.status).toBe(200)
    expect((await response.json()).qrCode).toMatchObject({ id: code.id, identifier: code.identifier, name: 'Flyer' })
  })

  it.each<[string, unknown]>([
    ['an unknown code', 'gibt-es-nicht'],
    ['a malformed code', '<script>'],
    ['a very long code', 'x'.repeat(5000)],
    ['a number', 42],
    ['an object', { identifier: 'flyer' }],
    ['null', null],
  ])('%s is ignored: the order is placed without origin', async (_, qrCode) => {
    const placed = await api.place(takeawayCheckout(world, { qrCode }))
    expect(placed.status).toBe(201)
    expect((await api.order(placed.body.uid))?.qrCode ?? null).toBeNull()
  })

  it('is none without `qrCode`', async () => {
    const placed = await api.place(takeawayCheckout(world))
    expect(placed.status).toBe(201)
    expect((await api.order(placed.body.uid))?.qrCode ?? null).toBeNull()
  })

  it('a retry with the same key is answered with the same order', async () => {
    const key = 'qr-retry-0001-abcdef'
    const first = await api.place(takeawayCheckout(world, { qrCode: code.identifier }), { 'Idempotency-Key': key })
    const second = await api.place(takeawayCheckout(world, { qrCode: code.identifier }), { 'Idempotency-Key': key })
    expect([first.status, second.status]).toEqual([201, 200])
    expect(second.body).toEqual(first.body)
    const other = await api.place(takeawayCheckout(world, { qrCode: 'anderer-code' }), { 'Idempotency-Key': key })
    expect(other.status).toBe(409)
  })

  it('cannot be written by staff (the server sets it)', async () => {
    const placed = await api.place(takeawayCheckout(world))
    const order = await api.order(placed.body.uid)
    const response = await restClient(context.payload.config)('PATCH', `/orders/${order!.id}`, { token: world.staff.admin.token, body: { qrCode: code.id } })
    expect(response.status).toBe(200)
    expect((await api.order(placed.body.uid))?.qrCode ?? null).toBeNull()
  })

  it('an order of a code that is deleted later stays, without origin', async () => {
    const gone = await createCode(context.payload, 'weg', { name: 'Weg', path: '/' })
    const placed = await api.place(takeawayCheckout(world, { qrCode: gone.identifier }))
    expect((await api.order(placed.body.uid))?.qrCode).toBe(gone.id)
    await context.payload.delete({ collection: 'qr-codes', id: gone.id, overrideAccess: true })
    expect((await api.order(placed.body.uid))?.qrCode ?? null).toBeNull()
  })
})
