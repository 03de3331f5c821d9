import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { createOrder, createOrderingWorld, type OrderingWorld } from '../ordering/fixtures'
import { restClient } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'

export type WorkflowContext = TestContext & { request: ReturnType<typeof restClient>; world: OrderingWorld }

/** Payload on the test database, the REST client and an ordering world (branches, products, staff). */
export async function startWorkflowContext(): Promise<WorkflowContext> {
  const context = await startTestPayload()
  const world = await createOrderingWorld(context.payload)
  return { ...context, request: restClient(context.payload.config), world }
}

/** An order in the given status at the open branch (one Wiener Schnitzel, 12,90 €), plus overrides. */
export const orderIn = (context: WorkflowContext, status: string, data: Record<string, unknown> = {}) =>
  createOrder(context.payload, context.world, { status, ...data })

/** Moves an order's creation time into the past (Payload always stamps `now` on create). */
export async function backdate(payload: Payload, orderId: number, minutesAgo: number): Promise<void> {
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString()
  await payload.db.drizzle.execute(sql`UPDATE orders SET created_at = ${at} WHERE id = ${orderId}`)
}

/** The order as stored now. */
export const stored = (payload: Payload, id: number) => payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })

/** The first error message of an error answer. */
export const firstError = async (response: Response): Promise<string> => ((await response.json()) as { errors: { message: string }[] }).errors[0].message

/** An ISO date-time `hours` from now. */
export const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString()
