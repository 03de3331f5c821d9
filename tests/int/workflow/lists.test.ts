import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { backdate, firstError, inHours, orderIn, startWorkflowContext, type WorkflowContext } from './setup'

let context: WorkflowContext
const ids: Record<string, number> = {}

/** The calendar day of a moment in Vienna, 'YYYY-MM-DD'. */
const viennaDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(date)

beforeAll(async () => {
  context = await startWorkflowContext()
  const make = async (key: string, status: string, data: Record<string, unknown> = {}, minutesAgo = 0) => {
    const order = await orderIn(context, status, data)
    if (minutesAgo) await backdate(context.payload, order.id, minutesAgo)
    ids[key] = order.id
  }
  await make('oldCompleted', 'completed', { lastName: 'Altmann', email: 'alt@example.at' }, 3 * 24 * 60)
  await make('missedCash', 'pending', { lastName: 'Huber' }, 30)
  await make('proposed', 'pending', { counterAppointment: inHours(3) }, 25)
  await make('mollieUnpaid', 'pending', { paymentMethod: 'mollie', paymentStatus: 'open' }, 22)
  await make('molliePaid', 'pending', { paymentMethod: 'mollie', paymentStatus: 'paid' }, 20)
  await make('recent', 'pending', {}, 5)
  await make('fresh', 'pending')
  await make('preorder', 'confirmed', { appointment: inHours(2) })
  await make('onTheWay', 'inDelivery', { mode: 'delivery' })
  await make('completed', 'completed', { email: 'stammgast@example.at' })
  await make('otherBranch', 'pending', { branch: context.world.branches.other.id }, 40)
})
afterAll(() => context.close())

const idsOf = async (response: Response) => ((await response.json()).docs as { id: number }[]).map((doc) => doc.id)

describe('GET /orders/current', () => {
  it('lists the open orders and today’s finished ones of the employee’s branches by appointment, then creation', async () => {
    const response = await context.request('GET', '/orders/current', { token: context.world.staff.employee.token })
    expect(response.status).toBe(200)
    expect(await idsOf(response)).toEqual(
      ['preorder', 'missedCash', 'proposed', 'mollieUnpaid', 'molliePaid', 'recent', 'fresh', 'onTheWay', 'completed'].map((key) => ids[key]),
    )
  })

  it('answers the list fields with the branch name and without the order hash', async () => {
    const response = await context.request('GET', '/orders/current', { token: context.world.staff.employee.token })
    const first = (await response.json()).docs[0]
    expect(first).toMatchObject({ status: 'confirmed', branch: { name: 'Filiale Immer Offen' }, lastName: 'Musterfrau' })
    expect(first.items[0]).toMatchObject({ name: 'Wiener Schnitzel', amount: 1, gross: 12.9 })
    expect(first.hash).toBeUndefined()
    expect(first.idempotencyKey).toBeUndefined()
  })

  it('narrows by branch; admins see any branch, employees only their own (403)', async () => {
    const admin = await context.request('GET', `/orders/current?branch=${context.world.branches.other.id}`, { token: context.world.staff.admin.token })
    expect(await idsOf(admin)).toEqual([ids.otherBranch])
    const foreign = await context.request('GET', `/orders/current?branch=${context.world.branches.other.id}`, { token: context.world.staff.employee.token })
    expect(foreign.status).toBe(403)
    expect(await idsOf(await context.request('GET', '/orders/current', { token: context.world.staff.otherEmployee.token }))).toEqual([ids.otherBranch])
  })

  it('answers 401 without session and 422 for a malformed branch', async () => {
    const anonymous = await context.request('GET', '/orders/current')
    expect(anonymous.status).toBe(401)
    expect(await firstError(anonymous)).toBe('Bitte melden Sie sich an.')
    const malformed = await context.request('GET', '/orders/current?branch=abc', { token: context.world.staff.admin.token })
    expect(malformed.status).toBe(422)
    expect(await firstError(malformed)).toBe('Bitte wählen Sie eine gültige Filiale.')
  })
})

describe('GET /orders/missed', () => {
  it('lists pending orders older than 15 minutes without proposal and not waiting for an online payment', async () => {
    const response = await context.request('GET', '/orders/missed', { token: context.world.staff.employee.token })
    expect(response.status).toBe(200)
    expect(await idsOf(response)).toEqual([ids.missedCash, ids.molliePaid])
  })
})

describe('GET /orders/history', () => {
  const history = (query: string, token = context.world.staff.employee.token) => context.request('GET', `/orders/history${query}`, { token })

  it('lists all orders of the employee’s branches, newest first, paginated', async () => {
    const response = await history('?limit=4&page=2')
    const body = await response.json()
    expect(body).toMatchObject({ totalDocs: 10, totalPages: 3, page: 2, limit: 4 })
    expect(body.docs.map((doc: { id: number }) => doc.id)).toEqual(['recent', 'molliePaid', 'mollieUnpaid', 'proposed'].map((key) => ids[key]))
  })

  it('filters by status, final statuses and search in order number, last name and e-mail', async () => {
    expect(await idsOf(await history('?status=completed'))).toEqual([ids.completed, ids.oldCompleted])
    expect(await idsOf(await history('?status=inDelivery,confirmed'))).toEqual([ids.onTheWay, ids.preorder])
    expect(await idsOf(await history('?status=final'))).toEqual([ids.completed, ids.oldCompleted])
    expect(await idsOf(await history('?search=huber'))).toEqual([ids.missedCash])
    expect(await idsOf(await history('?search=STAMMGAST@'))).toEqual([ids.completed])
    const uid = (await context.payload.findByID({ collection: 'orders', id: ids.recent, depth: 0, overrideAccess: true })).uid as string
    expect(await idsOf(await history(`?search=${uid}`))).toEqual([ids.recent])
  })

  it('filters by creation day in Vienna, both ends inclusive', async () => {
    const threeDaysAgo = viennaDay(new Date(Date.now() - 3 * 86_400_000))
    expect(await idsOf(await history(`?from=${threeDaysAgo}&to=${threeDaysAgo}`))).toEqual([ids.oldCompleted])
    const today = viennaDay(new Date())
    const since = await idsOf(await history(`?from=${today}`))
    expect(since).not.toContain(ids.oldCompleted)
    expect(since).toContain(ids.fresh)
  })

  it('answers 422 with German messages for malformed filters', async () => {
    const cases = [
      ['?limit=101', 'Pro Seite sind 1 bis 100 Einträge möglich.'],
      ['?page=0', 'Die Seite muss eine ganze Zahl ab 1 sein.'],
      ['?status=offen', 'Bitte wählen Sie einen gültigen Status.'],
      ['?from=21.11.2026', 'Bitte geben Sie ein Datum im Format JJJJ-MM-TT an.'],
    ]
    for (const [query, message] of cases) {
      const response = await history(query)
      expect(response.status).toBe(422)
      expect(await firstError(response)).toBe(message)
    }
  })

  it('keeps other branches out for employees (403 on ?branch=) and answers 401 without session', async () => {
    expect(await idsOf(await history('', context.world.staff.otherEmployee.token))).toEqual([ids.otherBranch])
    expect((await history(`?branch=${context.world.branches.other.id}`)).status).toBe(403)
    expect((await context.request('GET', '/orders/history')).status).toBe(401)
  })
})
