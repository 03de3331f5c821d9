import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { startTestPayload, type TestContext } from '../support/testPayload'
import { orderApi, type OrderApi } from './client'
import { createOrderingWorld, takeawayCheckout, type OrderingWorld } from './fixtures'

let context: TestContext
let world: OrderingWorld
let api: OrderApi

beforeAll(async () => {
  context = await startTestPayload()
  world = await createOrderingWorld(context.payload)
  api = orderApi(context)
})
afterAll(() => context.close())

const ordersWithKey = async (key: string) =>
  (await context.payload.count({ collection: 'orders', where: { idempotencyKey: { equals: key } }, overrideAccess: true })).totalDocs

describe('Idempotency-Key', () => {
  it('a retry with the same key and body returns the same order', async () => {
    const key = 'retry-0001-abcdef'
    const first = await api.place(takeawayCheckout(world), { 'Idempotency-Key': key })
    const second = await api.place(takeawayCheckout(world), { 'Idempotency-Key': key })
    expect(first.status).toBe(201)
    expect(second.status).toBe(200)
    expect(second.body).toEqual(first.body)
    expect(await ordersWithKey(key)).toBe(1)
  })

  it('the same key with another body is refused with 409', async () => {
    const key = 'reuse-0002-abcdef'
    await api.place(takeawayCheckout(world), { 'Idempotency-Key': key })
    const other = await api.place(takeawayCheckout(world, { comment: 'Bitte ohne Zwiebel' }), { 'Idempotency-Key': key })
    expect(other.status).toBe(409)
    expect(other.body.errors[0].message).toBe('Dieser Idempotency-Key wurde bereits für eine andere Bestellung verwendet.')
  })

  it('20 concurrent identical requests create exactly one order', async () => {
    const key = 'burst-0003-abcdef'
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.place(takeawayCheckout(world), { 'Idempotency-Key': key })))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 200)).toHaveLength(19)
    expect(new Set(answers.map((answer) => answer.body.uid)).size).toBe(1)
    expect(await ordersWithKey(key)).toBe(1)
  })

  it('refuses a malformed key', async () => {
    const response = await api.place(takeawayCheckout(world), { 'Idempotency-Key': 'kurz' })
    expect(response.status).toBe(400)
    expect(response.body.errors[0].message).toBe('Ungültiger Idempotency-Key.')
  })

  it('order numbers stay unique under concurrent placements without a key', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => api.place(takeawayCheckout(world))))
    expect(answers.every((answer) => answer.status === 201)).toBe(true)
    expect(new Set(answers.map((answer) => answer.body.uid)).size).toBe(10)
  })
})
