import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { backdate, firstError, orderIn, startWorkflowContext, type WorkflowContext } from './setup'

let context: WorkflowContext
const ids: Record<string, number> = {}

/** The calendar day of a moment in Vienna, 'YYYY-MM-DD'. */
const viennaDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(date)
const idsOf = async (response: Response) => {
  expect(response.status).toBe(200)
  return ((await response.json()).docs as { id: number }[]).map((doc) => doc.id)
}
/** GET /api/orders, Payload's own list, with the call catalogue's history parameters. */
const list = (query: string, token = context.world.staff.employee.token) => context.request('GET', `/orders${query}`, { token })

beforeAll(async () => {
  context = await startWorkflowContext()
  const make = async (key: string, status: string, data: Record<string, unknown> = {}, minutesAgo = 0) => {
    const order = await orderIn(context, status, data)
    if (minutesAgo) await backdate(context.payload, order.id, minutesAgo)
    ids[key] = order.id
  }
  await make('oldCompleted', 'completed', { lastName: 'Altmann', email: 'alt@example.at' }, 3 * 24 * 60)
  await make('pending', 'pending', { lastName: 'Huber' }, 30)
  await make('canceled', 'canceled', { email: 'stammgast@example.at' })
  await make('confirmed', 'confirmed', { lastName: 'Berger' })
  await make('otherBranch', 'completed', { branch: context.world.branches.other.id, lastName: 'Huber' })
})
afterAll(() => context.close())

describe('GET /api/orders with the history parameters (staff)', () => {
  it('without them lists every order the user may read, newest first', async () => {
    expect(await idsOf(await list('?depth=0'))).toEqual([ids.confirmed, ids.canceled, ids.pending, ids.oldCompleted])
  })

  it('filters by status: one, several, or the final ones', async () => {
    expect(await idsOf(await list('?status=pending'))).toEqual([ids.pending])
    expect(await idsOf(await list('?status=confirmed,canceled'))).toEqual([ids.confirmed, ids.canceled])
    expect(await idsOf(await list('?status=final'))).toEqual([ids.canceled, ids.oldCompleted])
  })

  it('filters by creation day in Vienna, both ends inclusive', async () => {
    const threeDaysAgo = viennaDay(new Date(Date.now() - 3 * 86_400_000))
    expect(await idsOf(await list(`?from=${threeDaysAgo}&to=${threeDaysAgo}`))).toEqual([ids.oldCompleted])
    expect(await idsOf(await list(`?from=${viennaDay(new Date())}`))).not.toContain(ids.oldCompleted)
  })

  it('searches order number, last name and e-mail', async () => {
    expect(await idsOf(await list('?search=huber'))).toEqual([ids.pending])
    expect(await idsOf(await list('?search=STAMMGAST@'))).toEqual([ids.canceled])
    const uid = (await context.payload.findByID({ collection: 'orders', id: ids.confirmed, depth: 0, overrideAccess: true })).uid as string
    expect(await idsOf(await list(`?search=${uid}`))).toEqual([ids.confirmed])
  })

  it('narrows to a branch: admins any, employees only theirs (403)', async () => {
    const other = context.world.branches.other.id
    expect(await idsOf(await list(`?branch=${other}`, context.world.staff.admin.token))).toEqual([ids.otherBranch])
    expect(await idsOf(await list(`?branch=${other}&search=huber`, context.world.staff.admin.token))).toEqual([ids.otherBranch])
    const foreign = await list(`?branch=${other}`)
    expect(foreign.status).toBe(403)
  })

  it('combines with Payload’s own where, limit and page (the admin’s list keeps working)', async () => {
    const response = await list('?status=final&where[lastName][equals]=Altmann&limit=1&page=1')
    const body = await response.json()
    expect(body.docs.map((doc: { id: number }) => doc.id)).toEqual([ids.oldCompleted])
    expect(body).toMatchObject({ totalDocs: 1, limit: 1, page: 1 })
    const paged = await (await list('?limit=1&page=2&status=final')).json()
    expect(paged).toMatchObject({ totalDocs: 2, page: 2 })
    expect(paged.docs.map((doc: { id: number }) => doc.id)).toEqual([ids.oldCompleted])
    expect(await idsOf(await list('?where[status][equals]=pending'))).toEqual([ids.pending])
  })

  it('answers 422 with German messages for malformed parameters', async () => {
    for (const [query, message] of [
      ['?status=offen', 'Bitte wählen Sie einen gültigen Status.'],
      ['?from=21.11.2026', 'Bitte geben Sie ein Datum im Format JJJJ-MM-TT an.'],
      ['?branch=abc', 'Bitte wählen Sie eine gültige Filiale.'],
    ]) {
      const response = await list(query)
      expect([query, response.status, await firstError(response)]).toEqual([query, 422, message])
    }
  })

  it('leaves a single order and the custom lists alone', async () => {
    const single = await context.request('GET', `/orders/${ids.pending}?status=completed`, { token: context.world.staff.employee.token })
    expect(single.status).toBe(200)
    expect((await single.json()).id).toBe(ids.pending)
    expect(await idsOf(await context.request('GET', '/orders/history?status=pending', { token: context.world.staff.employee.token }))).toEqual([ids.pending])
  })

  it('without a session the list stays closed', async () => {
    const anonymous = await context.request('GET', '/orders?status=pending')
    expect(anonymous.status).toBe(403)
  })
})
