import { afterAll, beforeAll, expect, it } from '@jest/globals'
import type { PoolClient } from 'pg'

import { poolOf } from '@/src/server/db/pool'

import { startTestPayload, type TestContext } from '../support/testPayload'

/**
 * The roll-ups' trigger on order lines notes the days of the lines' orders. The plan a connection
 * keeps from the time the table was young and small once scanned every order: the checkout, which
 * writes an order with its lines in one statement, got slower with every order (4 ms per statement
 * after 3,000 orders in the order benchmark, 6.5 ms after 20,000 here). Its cost must not depend
 * on how many orders exist. Everything runs in one transaction on one connection, rolled back.
 */
let context: TestContext
let client: PoolClient

beforeAll(async () => {
  context = await startTestPayload()
  client = await poolOf(context.payload).connect()
})
afterAll(async () => {
  await client.query('ROLLBACK').catch(() => undefined)
  client.release()
  await context.close()
})

/** An order with one line in one statement, the way the checkout writes it. */
const ORDER_WITH_LINE = `WITH new_order AS (INSERT INTO orders DEFAULT VALUES RETURNING id)
  INSERT INTO orders_items (_order, _parent_id, id, name, amount) SELECT 1, new_order.id, md5(random()::text), 'Wiener Schnitzel', 1 FROM new_order`

/** Milliseconds the lines' roll-up trigger took for one such statement (EXPLAIN ANALYZE). */
async function lineTriggerMs(): Promise<number> {
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE) ${ORDER_WITH_LINE}`)
  const line = rows.map((row) => row['QUERY PLAN']).find((text) => text.startsWith('Trigger orders_items_insert_stats'))
  return Number(/time=([\d.]+)/.exec(line ?? '')?.[1] ?? NaN)
}

it('an order with its lines costs the lines’ roll-up trigger the same with 8 orders as with 20,000', async () => {
  await client.query('BEGIN')
  // A young table, analysed: the connection plans (and caches) the trigger's statements now.
  for (let index = 0; index < 8; index++) await client.query(ORDER_WITH_LINE)
  await client.query('ANALYZE orders, orders_items')
  for (let index = 0; index < 8; index++) await client.query(ORDER_WITH_LINE)
  const young = Math.min(await lineTriggerMs(), await lineTriggerMs(), await lineTriggerMs())
  await client.query('INSERT INTO orders (created_at) SELECT now() FROM generate_series(1, 20000)')
  const grown = Math.min(await lineTriggerMs(), await lineTriggerMs(), await lineTriggerMs())
  expect(young).toBeLessThan(1)
  // A scan of 20,000 orders takes several milliseconds; a lookup by key stays far below one.
  expect(grown).toBeLessThan(1)
})
