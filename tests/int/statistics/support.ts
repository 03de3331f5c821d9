import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { createOrder, createOrderingWorld, type OrderingWorld } from '../ordering/fixtures'
import { restClient } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'

export type StatisticsContext = TestContext & {
  world: OrderingWorld
  /** GET /api/statistics/{set} with the query, as whoever holds the token: status and parsed body. */
  statistics: (set: string, query: Record<string, string | number>, token?: string) => Promise<{ status: number; body: Answer }>
}

/** The answer `{ data: { data, total, … } }` or `{ errors }`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { data: { data: any; total: number; byTaxRate?: unknown[] }; errors?: { field?: string; message: string }[] }

/** Payload on the test database, an ordering world (branches, products, admin and two employees) and the statistics call. */
export async function startStatisticsContext(): Promise<StatisticsContext> {
  const context = await startTestPayload()
  const world = await createOrderingWorld(context.payload)
  const request = restClient(context.payload.config)
  const statistics = async (set: string, query: Record<string, string | number>, token?: string) => {
    const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]))
    const response = await request('GET', `/statistics/${set}?${search}`, { token })
    return { status: response.status, body: (await response.json()) as Answer }
  }
  return { ...context, world, statistics }
}

/** An order created now and moved to `createdAt` (Payload stamps the present on create). */
export async function orderAt(payload: Payload, world: OrderingWorld, createdAt: string, data: Record<string, unknown> = {}): Promise<number> {
  const order = await createOrder(payload, world, data)
  await payload.db.drizzle.execute(sql`UPDATE orders SET created_at = ${createdAt} WHERE id = ${order.id}`)
  return order.id
}

/** The values of a time series in period order. */
export const valuesOf = (body: Answer): number[] => (body.data.data as { value: number }[]).map((point) => point.value)

/** The entries of a ranked list as [key, count] pairs. */
export const countsOf = (body: Answer): [string, number][] => (body.data.data as { key: string; count: number }[]).map((entry) => [entry.key, entry.count])
