import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals'
import type { ParsedMail } from 'mailparser'
import { Pool } from 'pg'

import { announceOverdueOrders } from '@/src/server/orders/afterPlacement'
import { claimAnnouncement, MAX_ATTEMPTS, OUTBOX_TABLE, recordSent, releaseAnnouncement } from '@/src/server/orders/announcementOutbox'
import { settlePayment } from '@/src/server/payments'
import { backgroundWorkSettled, runInBackground } from '@/src/server/jobs/background'

import { startTestPayload, type TestContext } from '../support/testPayload'
import { orderApi, type OrderApi } from './client'
import { createOrder, createOrderingWorld, takeawayCheckout, type OrderingWorld } from './fixtures'

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

/** The first two statements `refused` picks meet a database that is shutting down; every statement text is seen. */
function refuseTwice(refused: (text: string) => boolean): { refused: number; seen: string[] } {
  const query = Pool.prototype.query as (...args: unknown[]) => Promise<unknown>
  const statements = { refused: 0, seen: [] as string[] }
  jest.spyOn(Pool.prototype, 'query').mockImplementation(function (this: Pool, text: unknown, ...rest: unknown[]) {
    if (typeof text === 'string') statements.seen.push(text)
    if (typeof text === 'string' && refused(text) && statements.refused < 2) {
      statements.refused++
      return Promise.reject(Object.assign(new Error('the database system is shutting down'), { code: '57P03' }))
    }
    return query.call(this, text, ...rest)
  } as never)
  return statements
}
type OutboxRow = { sent: string[]; attempts: number; held_for: number | null }
const outboxRow = async (orderId: number): Promise<OutboxRow | undefined> =>
  (await pool.query<OutboxRow>(`SELECT sent, attempts, extract(epoch FROM claimed_until - now())::float AS held_for FROM ${OUTBOX_TABLE} WHERE order_id = $1`, [orderId])).rows[0]
/** What the recovery job sees of an announcement whose sender gave up or died long ago. */
const makeOverdue = (orderId: number) => pool.query(`UPDATE ${OUTBOX_TABLE} SET due_at = now() - interval '1 minute', claimed_until = now() - interval '1 second' WHERE order_id = $1`, [orderId])
const branchMails = () => context.mailbox.messages.filter((mail) => recipients(mail).includes('filiale@example.at'))

beforeAll(async () => {
  context = await startTestPayload()
  world = await createOrderingWorld(context.payload)
  api = orderApi(context)
  pool = (context.payload.db as unknown as { pool: Pool }).pool
})
afterAll(() => context.close())
afterEach(() => {
  jest.restoreAllMocks()
})

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
    // The recovery job finds nothing of this order (the shared test database may hold other files' announcements).
    await announceOverdueOrders(context.payload)
    expect(await due(id)).toBe(0)
    expect(receiptsTo('outbox-eins@example.at')).toHaveLength(1)
  })

  it('is claimed by the placing request in the order\'s own statement, so the recovery job leaves it while the request waits to send', async () => {
    // Every background slot busy: the announcement waits its turn after the answer.
    const slots: (() => void)[] = []
    for (let index = 0; index < 8; index++) runInBackground(context.payload, 'Blockade', () => new Promise<void>((resolve) => slots.push(resolve)))
    let id: number
    try {
      id = await place('outbox-gehalten@example.at')
      const row = await outboxRow(id)
      expect(row).toMatchObject({ sent: [], attempts: 1 })
      expect(row!.held_for).toBeGreaterThan(100)
      await pool.query(`UPDATE ${OUTBOX_TABLE} SET due_at = now() - interval '1 minute' WHERE order_id = $1`, [id])
      expect(await claimAnnouncement(context.payload, id)).toBeNull()
    } finally {
      for (const release of slots) release()
      await backgroundWorkSettled()
    }
    expect(await due(id)).toBe(0)
    expect(receiptsTo('outbox-gehalten@example.at')).toHaveLength(1)
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
    const taken = await Promise.all(Array.from({ length: 8 }, () => claimAnnouncement(context.payload, id)))
    expect(taken.filter(Boolean)).toHaveLength(1)
    await pool.query(`DELETE FROM ${OUTBOX_TABLE} WHERE order_id = $1`, [id])
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

  it('gives a failed send back and later sends only the message that is missing', async () => {
    const sendEmail = context.payload.sendEmail.bind(context.payload)
    // The mail server refuses the customer's receipt once; the branch's mail goes out.
    jest.spyOn(context.payload, 'sendEmail').mockImplementation(async (message) => {
      if ((message as { to?: string }).to === 'outbox-abgelehnt@example.at') throw new Error('421 Service not available')
      return sendEmail(message)
    })
    jest.spyOn(context.payload.logger, 'error').mockImplementation(() => undefined)
    context.mailbox.messages.splice(0)
    const id = await place('outbox-abgelehnt@example.at')
    await backgroundWorkSettled()
    expect(branchMails()).toHaveLength(1)
    expect(receiptsTo('outbox-abgelehnt@example.at')).toHaveLength(0)
    const row = await outboxRow(id)
    expect(row?.sent).toEqual(['newOrder:E-Mail'])
    // Held back for a minute after the first attempt; the recovery job leaves it alone until then.
    expect(row?.held_for).toBeGreaterThan(50)
    expect(await announceOverdueOrders(context.payload)).toBe(0)

    jest.mocked(context.payload.sendEmail).mockRestore()
    await makeOverdue(id)
    expect(await announceOverdueOrders(context.payload)).toBe(1)
    expect(receiptsTo('outbox-abgelehnt@example.at')).toHaveLength(1)
    expect(branchMails()).toHaveLength(1)
    expect(await due(id)).toBe(0)
  })

  it('sends what a sender that died while sending left claimed, once its claim ran out, and never a message it had sent', async () => {
    const id = await place('outbox-gestorben@example.at')
    await backgroundWorkSettled()
    context.mailbox.messages.splice(0)
    // A process claimed the announcement, handed over the receipt and died before the branch's mail.
    await pool.query(`INSERT INTO ${OUTBOX_TABLE} (order_id, sent, attempts, claimed_until) VALUES ($1, '{received:E-Mail}', 1, now() + interval '2 minutes')`, [id])
    await pool.query(`UPDATE ${OUTBOX_TABLE} SET due_at = now() - interval '3 minutes' WHERE order_id = $1`, [id])
    expect(await announceOverdueOrders(context.payload)).toBe(0)
    await makeOverdue(id)
    expect(await announceOverdueOrders(context.payload)).toBe(1)
    expect(receiptsTo('outbox-gestorben@example.at')).toHaveLength(0)
    expect(branchMails()).toHaveLength(1)
    expect(await due(id)).toBe(0)
  })

  it('waits out a database restart while recording a message that went out, so it is not sent again', async () => {
    // The first two attempts to record a sent message meet a database that is shutting down.
    const statements = refuseTwice((text) => text.includes('array_append'))
    context.mailbox.messages.splice(0)
    const id = await place('outbox-neustart@example.at')
    await backgroundWorkSettled()
    expect(statements.refused).toBe(2)
    expect(await due(id)).toBe(0)
    expect(receiptsTo('outbox-neustart@example.at')).toHaveLength(1)
    expect(await announceOverdueOrders(context.payload)).toBe(0)
    expect(receiptsTo('outbox-neustart@example.at')).toHaveLength(1)
  })

  it('waits out a database restart while removing a sent announcement, the record of its last message', async () => {
    const statements = refuseTwice((text) => text.startsWith(`DELETE FROM ${OUTBOX_TABLE}`))
    context.mailbox.messages.splice(0)
    const id = await place('outbox-abschluss@example.at')
    await backgroundWorkSettled()
    // two messages: the first recorded on its own, the last by the removal
    expect([statements.seen.filter((text) => text.includes('array_append')).length, statements.refused]).toEqual([1, 2])
    expect(await due(id)).toBe(0)
    expect(receiptsTo('outbox-abschluss@example.at')).toHaveLength(1)
    expect(await announceOverdueOrders(context.payload)).toBe(0)
    expect(receiptsTo('outbox-abschluss@example.at')).toHaveLength(1)
  })

  it('records a sent message without waiting behind the record of another (a kill in between would send it twice)', async () => {
    const [held, free] = [(await createOrder(context.payload, world)).id, (await createOrder(context.payload, world)).id]
    await pool.query(`INSERT INTO ${OUTBOX_TABLE} (order_id) VALUES ($1), ($2)`, [held, free])
    const blocker = await pool.connect()
    try {
      // Another session holds the first row, so its record waits; the second must not queue behind it.
      await blocker.query('BEGIN')
      await blocker.query(`SELECT 1 FROM ${OUTBOX_TABLE} WHERE order_id = $1 FOR UPDATE`, [held])
      const waiting = recordSent(context.payload, held, 'received:E-Mail')
      const recorded = await Promise.race([
        recordSent(context.payload, free, 'received:E-Mail').then(() => 'recorded'),
        new Promise((resolve) => setTimeout(() => resolve('waited'), 3_000)),
      ])
      expect(recorded).toBe('recorded')
      await blocker.query('COMMIT')
      await waiting
    } finally {
      blocker.release()
    }
    expect((await outboxRow(held))?.sent).toEqual(['received:E-Mail'])
    expect((await outboxRow(free))?.sent).toEqual(['received:E-Mail'])
    await pool.query(`DELETE FROM ${OUTBOX_TABLE} WHERE order_id = ANY($1)`, [[held, free]])
  })

  it('gives an announcement up after its last attempt', async () => {
    const id = await place('outbox-aufgegeben@example.at')
    await backgroundWorkSettled()
    await pool.query(`INSERT INTO ${OUTBOX_TABLE} (order_id) VALUES ($1)`, [id])
    const claimed = await claimAnnouncement(context.payload, id)
    expect(await releaseAnnouncement(context.payload, { ...claimed!, attempts: MAX_ATTEMPTS - 1 })).toBe(false)
    expect(await due(id)).toBe(1)
    expect(await releaseAnnouncement(context.payload, { ...claimed!, attempts: MAX_ATTEMPTS })).toBe(true)
    expect(await due(id)).toBe(0)
  })

  it('makes a paid online order due in the same transaction that marks it paid', async () => {
    jest.spyOn(context.payload, 'sendEmail').mockRejectedValue(new Error('421 Service not available'))
    jest.spyOn(context.payload.logger, 'error').mockImplementation(() => undefined)
    const order = await createOrder(context.payload, world, { paymentMethod: 'mollie', paymentStatus: 'open', email: 'outbox-online@example.at' })
    expect(await due(order.id)).toBe(0)
    await expect(settlePayment(context.payload, order.id, { outcome: 'paid', amount: '12.90' })).resolves.toEqual({ changed: true, paymentStatus: 'paid' })
    await backgroundWorkSettled()
    // Nothing went out; the announcement waits for the recovery job.
    expect(await outboxRow(order.id)).toMatchObject({ sent: [], attempts: 1 })

    jest.mocked(context.payload.sendEmail).mockRestore()
    context.mailbox.messages.splice(0)
    await makeOverdue(order.id)
    expect(await announceOverdueOrders(context.payload)).toBe(1)
    expect(receiptsTo('outbox-online@example.at')).toHaveLength(1)
    expect(await due(order.id)).toBe(0)
  })
})
