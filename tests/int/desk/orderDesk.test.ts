import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { formatTime } from '@/src/domain/text'
import { backgroundWorkSettled } from '@/src/server/jobs/background'

import { backdate, firstError, orderIn, startWorkflowContext, stored, type WorkflowContext } from '../workflow/setup'
import { fewestStatements } from './statementCounter'

/**
 * The order desk's data (issue 18): the kitchen board's keyed call, the admin's 'Heute' call and
 * accepting an order with a preparation time.
 */
let context: WorkflowContext
const ids: Record<string, number> = {}

const open = () => context.world.branches.open
const board = (branch = open()) => context.request('GET', `/orders/backoffice/${branch.id}/${branch.apiKey}`)
const docsOf = async (response: Response) => (await response.json()).docs as Record<string, unknown>[]
const byId = (docs: Record<string, unknown>[], key: string) => docs.find((doc) => doc.id === ids[key])

const COMPANY_DELIVERY = {
  mode: 'delivery', isCompany: true, companyName: 'Muster GmbH', street: 'Hauptstraße 5', stairway: '2', door: '7', zipCode: '1010', city: 'Wien',
  paymentMethod: 'mollie', paymentStatus: 'paid',
  totals: { net: 14.37, tax: 2.03, gross: 16.4, deliveryFee: 3.5, taxes: [] },
}
const OTHER_ADDRESS = {
  mode: 'delivery', street: 'Rechnungsweg 1', zipCode: '1010', city: 'Wien',
  isDeliveryAddressDifferent: true, deliveryStreet: 'Nebengasse 2', deliveryZipCode: '1020', deliveryCity: 'Wien',
}

beforeAll(async () => {
  context = await startWorkflowContext()
  const make = async (key: string, status: string, data: Record<string, unknown> = {}, minutesAgo = 0) => {
    const order = await orderIn(context, status, data)
    if (minutesAgo) await backdate(context.payload, order.id, minutesAgo)
    ids[key] = order.id
  }
  await make('companyDelivery', 'pending', COMPANY_DELIVERY)
  await make('otherAddress', 'confirmed', OTHER_ADDRESS)
  await make('pickup', 'pending', { tableIdentifier: null, comment: 'Ohne Zwiebel' })
  await make('doneToday', 'completed')
  await make('failed', 'failed', { paymentMethod: 'mollie', paymentStatus: 'failed' })
  await make('doneLastWeek', 'completed', {}, 7 * 24 * 60)
  await make('elsewhere', 'pending', { branch: context.world.branches.other.id })
})
afterAll(async () => {
  await backgroundWorkSettled()
  await context.close()
})

describe('GET /orders/backoffice/{branchId}/{apiKey}: the kitchen board', () => {
  it('answers the German 404 for a wrong key or another branch’s key', async () => {
    for (const key of ['falsch', context.world.branches.other.apiKey]) {
      const response = await context.request('GET', `/orders/backoffice/${open().id}/${key}`)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ errors: [{ message: 'Der Eintrag wurde nicht gefunden.' }] })
    }
  })

  it('lists only today’s orders of the key’s branch (no failed payment, nothing of last week)', async () => {
    const docs = await docsOf(await board())
    expect(docs.map((doc) => doc.id).sort()).toEqual(['companyDelivery', 'otherAddress', 'pickup', 'doneToday'].map((key) => ids[key]).sort())
    const elsewhere = await docsOf(await board(context.world.branches.other))
    expect(elsewhere.map((doc) => doc.id)).toEqual([ids.elsewhere])
  })

  it('gives each card name, delivery address, total and payment, but no e-mail and no phone', async () => {
    const response = await board()
    const text = await response.text()
    const docs = JSON.parse(text).docs as Record<string, unknown>[]
    expect(byId(docs, 'companyDelivery')).toMatchObject({
      status: 'pending', mode: 'delivery', customerName: 'Muster GmbH',
      deliveryAddress: { street: 'Hauptstraße 5', zipCode: '1010', city: 'Wien' },
      total: '16.40', isApproximateTotal: false, paymentStatus: 'paid', paymentMethod: 'mollie', readyAt: null,
    })
    expect(byId(docs, 'otherAddress')).toMatchObject({
      customerName: 'Erika Musterfrau', deliveryAddress: { street: 'Nebengasse 2', zipCode: '1020', city: 'Wien' },
    })
    const pickup = byId(docs, 'pickup')
    expect(pickup).toMatchObject({
      mode: 'takeaway', customerName: 'Erika Musterfrau', deliveryAddress: null, total: '12.90',
      paymentStatus: 'onSite', paymentMethod: 'cash', comment: 'Ohne Zwiebel',
    })
    expect(pickup?.ticket).toEqual(expect.stringMatching(/^\d+$/))
    expect(pickup?.items).toEqual([{ id: expect.any(String), name: 'Wiener Schnitzel', amount: 1, unit: 'amount', partsSummary: null, comment: null }])
    expect(Object.keys(pickup ?? {}).sort()).toEqual([
      'appointment', 'comment', 'counterAppointment', 'createdAt', 'customerName', 'deliveryAddress', 'id', 'isApproximateTotal', 'items',
      'mode', 'paymentMethod', 'paymentStatus', 'readyAt', 'status', 'tableIdentifier', 'ticket', 'total', 'uid',
    ])
    for (const personal of ['erika@example.at', '+43 660', '"email"', '"phone"', '"hash"', 'firstName', 'lastName', 'stairway', 'Rechnungsweg']) {
      expect(text).not.toContain(personal)
    }
  })

  it('reads every card in one query: the statement count does not grow from 2 to 12 orders', async () => {
    const branch = context.world.branches.preorder
    const place = (n: number) => Promise.all(Array.from({ length: n }, (_, i) =>
      orderIn(context, i % 3 === 0 ? 'confirmed' : 'pending', { branch: branch.id, ...(i % 2 === 0 ? COMPANY_DELIVERY : OTHER_ADDRESS) })))
    await place(2)
    const few = await fewestStatements(context.payload, () => board(branch))
    expect((await docsOf(few.result)).length).toBe(2)
    await place(10)
    const many = await fewestStatements(context.payload, () => board(branch))
    expect((await docsOf(many.result)).length).toBe(12)
    expect(many.statements).toHaveLength(few.statements.length)
    // The key check and the orders with their items.
    expect(few.statements.length).toBe(2)

    const current = (token: string) => context.request('GET', `/orders/current?branch=${branch.id}`, { token })
    const token = context.world.staff.admin.token
    const staffFew = await fewestStatements(context.payload, () => current(token))
    await place(3)
    const staffMany = await fewestStatements(context.payload, () => current(token))
    expect((await docsOf(staffMany.result)).length).toBe(15)
    expect(staffMany.statements).toHaveLength(staffFew.statements.length)
    // The session's user, the orders with their items, the branch names (batched).
    expect(staffFew.statements.length).toBe(3)
  })
})

describe('GET /orders/current: the admin’s ‘Heute’ board', () => {
  it('answers today’s orders and the open ones of the user’s branches with the card fields', async () => {
    const response = await context.request('GET', '/orders/current', { token: context.world.staff.employee.token })
    expect(response.status).toBe(200)
    const docs = await docsOf(response)
    expect(docs.map((doc) => doc.id).sort()).toEqual(['companyDelivery', 'otherAddress', 'pickup', 'doneToday'].map((key) => ids[key]).sort())
    expect(byId(docs, 'companyDelivery')).toMatchObject({
      id: ids.companyDelivery, branch: { name: 'Filiale Immer Offen' }, customerName: 'Muster GmbH',
      deliveryAddress: { street: 'Hauptstraße 5', zipCode: '1010', city: 'Wien' }, total: '16.40', paymentStatus: 'paid', paymentMethod: 'mollie',
      readyAt: null, ticket: expect.stringMatching(/^\d+$/),
    })
  })

  it('lets admins narrow to any branch and keeps employees to theirs', async () => {
    const other = context.world.branches.other.id
    const admin = await context.request('GET', `/orders/current?branch=${other}`, { token: context.world.staff.admin.token })
    expect((await docsOf(admin)).map((doc) => doc.id)).toEqual([ids.elsewhere])
    const foreign = await context.request('GET', `/orders/current?branch=${other}`, { token: context.world.staff.employee.token })
    expect(foreign.status).toBe(403)
    expect((await context.request('GET', '/orders/current')).status).toBe(401)
  })
})

describe('POST /orders/{id}/status/confirm with a preparation time', () => {
  const confirm = (id: number, body: unknown) =>
    context.request('POST', `/orders/${id}/status/confirm`, { token: context.world.staff.employee.token, body })

  it('confirms the order and stores readyAt = now + 20 minutes, shown in the public answer, on the board and in the mail', async () => {
    await context.payload.updateGlobal({ slug: 'config', data: { shopName: 'Alpenküche' }, depth: 0, overrideAccess: true })
    const order = await orderIn(context, 'pending')
    const before = Date.now()
    const response = await confirm(order.id, { preparationMinutes: 20 })
    const after = Date.now()
    expect(response.status).toBe(200)
    const { order: answered } = await response.json()
    expect(answered.status).toBe('confirmed')
    const readyAt = new Date(answered.readyAt).getTime()
    expect(readyAt).toBeGreaterThanOrEqual(before + 20 * 60_000 - 1000)
    expect(readyAt).toBeLessThanOrEqual(after + 20 * 60_000 + 1000)
    expect(answered.counterAppointment ?? null).toBeNull()

    const publicAnswer = await (await context.request('GET', `/orders/public/${order.uid}/${order.hash}`)).json()
    expect(publicAnswer).toMatchObject({ isConfirmed: true, readyAt: answered.readyAt, counterAppointment: null })
    const card = (await docsOf(await board())).find((doc) => doc.id === order.id)
    expect(card).toMatchObject({ status: 'confirmed', readyAt: answered.readyAt })

    const mail = await context.mailbox.waitFor((message) => message.subject === `Ihre Bestellung ${order.uid} wurde bestätigt`)
    expect(mail.text).toContain(`Voraussichtlich fertig um ${formatTime(answered.readyAt)} Uhr.`)
  })

  it('answers 422 in German for minutes outside 1–240 or not whole, and changes nothing', async () => {
    const order = await orderIn(context, 'pending')
    for (const minutes of [0, 241, 12.5, -5, '20', true]) {
      const response = await confirm(order.id, { preparationMinutes: minutes })
      expect(response.status).toBe(422)
      expect(await response.json()).toEqual({
        errors: [{ field: 'preparationMinutes', message: 'Bitte geben Sie die Zubereitungszeit als ganze Zahl von 1 bis 240 Minuten an.' }],
      })
    }
    expect(await stored(context.payload, order.id)).toMatchObject({ status: 'pending', readyAt: null })
  })

  it('answers 422 when a preparation time and another time come together', async () => {
    const order = await orderIn(context, 'pending')
    const response = await confirm(order.id, { preparationMinutes: 20, counterAppointment: new Date(Date.now() + 3 * 3_600_000).toISOString() })
    expect(response.status).toBe(422)
    expect(await firstError(response)).toBe('Bitte geben Sie entweder eine Zubereitungszeit oder einen anderen Termin an, nicht beides.')
    expect(await stored(context.payload, order.id)).toMatchObject({ status: 'pending', counterAppointment: null, readyAt: null })
  })

  it('keeps ‘propose another time’ apart: a counter appointment sets no ready time', async () => {
    const order = await orderIn(context, 'pending')
    const proposal = new Date(Date.now() + 2 * 3_600_000).toISOString()
    const response = await confirm(order.id, { counterAppointment: proposal, preparationMinutes: null })
    expect(response.status).toBe(200)
    expect((await response.json()).order).toMatchObject({ status: 'pending', counterAppointment: proposal, readyAt: null })
  })
})
