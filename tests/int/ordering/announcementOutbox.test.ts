import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { ParsedMail } from 'mailparser'
import type { Pool } from 'pg'

import { announceOverdueOrders } from '@/src/server/orders/afterPlacement'
import { OUTBOX_TABLE, takeAnnouncement } from '@/src/server/orders/announcementOutbox'
import { backgroundWorkSettled } from '@/src/server/runtime/background'

import { startTestPayload, type TestContext } from '../support/testPayload'
import { orderApi, type OrderApi } from './client'
import { createOrderingWorld, takeawayCheckout, type OrderingWorld } from './fixtures'

/**
 * A pay-on-site order's announcement is due in the outbox from the statement that stores the
 * order: its request sends it once, and when the request's process died before, the recovery job
 * sends it, still once (issue 20, crash safety).
 */
let context: TestContext
let world: OrderingWorld
let api: OrderApi
let pool: Pool

const recipients = (mail: ParsedMail) => [mail.to].flat().flatMap((to) => to?.value.map((entry) => entry.address) ?? [])
const receiptsTo = (address: string) => context.mailbox.messages.filter((mail) => recipients(mail).includes(address))
const due = async (orderId: number) => (await pool.query(`SELECT 1 FROM ${OUTBOX_TABLE} WHERE order_id = $1`, [orderId])).rowCount

beforeAll(async () => {
  context = await startTestPayload()
  world = await createOrderingWorld(context.payload)
  api = orderApi(context)
  pool = (context.payload.db as unknown as { pool: Pool }).pool
})
afterAll(() => context.close())

/** Places a takeaway order paid on site for `email`; its id. */
async function place(email: string): Promise<number> {
  const { status, body } = await api.place({ ...takeawayCheckout(world), email })
  expect(status).toBe(201)
  return (await api.order(body.uid)).id
}

describe('the announcement outbox', () => {
  it('stores the announcement with the order and sends the receipt once after the answer', async () => {
    const id = await place('outbox-eins@example.at')
    await backgroundWorkSettled()
    expect(await due(id)).toBe(0)
    expect(receiptsTo('outbox-eins@example.at')).toHaveLength(1)
    expect(await announceOverdueOrders(context.payload)).toBe(0)
    expect(receiptsTo('outbox-eins@example.at')).toHaveLength(1)
  })

  it('lets the recovery job announce what a dead process left due, once', async () => {
    const id = await place('outbox-verloren@example.at')
    await backgroundWorkSettled()
    // What a process killed right after its commit leaves: the row, and no mail.
    await pool.query(`INSERT INTO ${OUTBOX_TABLE} (order_id, placed_by, due_at) VALUES ($1, '203.0.113.7', now() - interval '1 minute')`, [id])
    context.mailbox.messages.splice(0)
    expect(await announceOverdueOrders(context.payload)).toBe(1)
    expect(await announceOverdueOrders(context.payload)).toBe(0)
    expect(await due(id)).toBe(0)
  })

  it('leaves an announcement that is not yet overdue to its own request', async () => {
    const id = await place('outbox-frisch@example.at')
    await backgroundWorkSettled()
    await pool.query(`INSERT INTO ${OUTBOX_TABLE} (order_id, placed_by) VALUES ($1, '203.0.113.8')`, [id])
    expect(await announceOverdueOrders(context.payload)).toBe(0)
    expect(await due(id)).toBe(1)
    await pool.query(`DELETE FROM ${OUTBOX_TABLE} WHERE order_id = $1`, [id])
  })

  it('gives an announcement to exactly one of several processes taking it at once', async () => {
    const id = await place('outbox-parallel@example.at')
    await backgroundWorkSettled()
    await pool.query(`INSERT INTO ${OUTBOX_TABLE} (order_id) VALUES ($1)`, [id])
    const taken = await Promise.all(Array.from({ length: 8 }, () => takeAnnouncement(context.payload, id)))
    expect(taken.filter(Boolean)).toHaveLength(1)
  })

  it('schedules the recovery job again after a run was killed while processing', async () => {
    const outboxJobs = () =>
      context.payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'announceOverdueOrders' } }, depth: 0, overrideAccess: true, limit: 50 })
    // A run of a process that died: processing for ever, never completed (Payload's default would never schedule again).
    const dead = await context.payload.create({
      collection: 'payload-jobs',
      data: { taskSlug: 'announceOverdueOrders', queue: 'outbox', input: {}, processing: true, meta: { scheduled: true } },
      depth: 0,
      overrideAccess: true,
    })
    await context.payload.jobs.handleSchedules({ queue: 'outbox' })
    const waiting = (await outboxJobs()).docs.filter((job) => job.id !== dead.id && !job.processing)
    expect(waiting).toHaveLength(1)
    // While that one waits to start, no second is queued.
    await context.payload.jobs.handleSchedules({ queue: 'outbox' })
    expect((await outboxJobs()).docs.filter((job) => job.id !== dead.id && !job.processing)).toHaveLength(1)
    await context.payload.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: 'announceOverdueOrders' } }, overrideAccess: true })
  })

  it('keeps online orders out of the outbox (they are announced once paid)', async () => {
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM ${OUTBOX_TABLE}`)
    expect(rows[0].n).toBe(0)
  })
})
