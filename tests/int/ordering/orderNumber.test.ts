import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Pool } from 'pg'

import { startTestPayload, type TestContext } from '../support/testPayload'
import { orderApi, type OrderApi } from './client'
import { createOrderingWorld, takeawayCheckout, type OrderingWorld } from './fixtures'

/**
 * The readable order number is the day and the id padded to four digits; from id 10,000 on it
 * must grow, not be cut (PostgreSQL's lpad cuts: ids 52490…52499 all became '…-5249' and every
 * order after the first of them failed; found by the crash scenario of the reliability suite).
 */
let context: TestContext
let world: OrderingWorld
let api: OrderApi

beforeAll(async () => {
  context = await startTestPayload()
  world = await createOrderingWorld(context.payload)
  api = orderApi(context)
})
afterAll(() => context.close())

describe('order numbers beyond 9999', () => {
  it('gives ten orders with five-digit ids ten different numbers that end in their ids', async () => {
    const pool = (context.payload.db as unknown as { pool: Pool }).pool
    await pool.query(`SELECT setval(pg_get_serial_sequence('orders', 'id'), 52489)`)
    const placed = []
    for (let index = 0; index < 10; index++) {
      const { status, body } = await api.place(takeawayCheckout(world))
      expect(status).toBe(201)
      placed.push(await api.order(body.uid))
    }
    expect(new Set(placed.map((order) => order.uid)).size).toBe(10)
    for (const order of placed) expect(order.uid).toMatch(new RegExp(`^\\d{8}-${order.id}$`))
    expect(placed[0].id).toBe(52490)
  })
})
