import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { createOrderingWorld, type OrderingWorld } from '../ordering/fixtures'
import { restClient } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'

/** POST /api/tasks/{id}/log-view and /forget-view (back-office.md §7): the caller's view of a task, one per person, the task answered. */
let context: TestContext
let world: OrderingWorld
let request: ReturnType<typeof restClient>
let taskId: number

type Answer = { doc?: { id: number; name: string; viewedBy: { user: number; viewedAt: string }[] }; errors?: { message: string }[] }
const view = async (change: 'log' | 'forget', token?: string, id: number | string = taskId) => {
  const response = await request('POST', `/tasks/${id}/${change}-view`, { token })
  return { status: response.status, body: (await response.json()) as Answer }
}
const viewers = (answer: Answer) => (answer.doc?.viewedBy ?? []).map((entry) => entry.user).sort()

beforeAll(async () => {
  context = await startTestPayload()
  world = await createOrderingWorld(context.payload)
  request = restClient(context.payload.config)
  taskId = (await context.payload.create({ collection: 'tasks', data: { name: 'Kühlraum reinigen', status: 'open', priority: 'normal' }, depth: 0, overrideAccess: true })).id
})
afterAll(() => context.close())

describe('task views', () => {
  it('records each staff user once (a new view replaces the older one) and forgets the caller only', async () => {
    const { admin, employee, otherEmployee } = world.staff
    const first = await view('log', employee.token)
    expect([first.status, first.body.doc?.name]).toEqual([200, 'Kühlraum reinigen'])
    expect(viewers(first.body)).toEqual([employee.id])
    const again = await view('log', employee.token)
    expect(again.body.doc?.viewedBy).toHaveLength(1)
    expect(Date.parse(again.body.doc!.viewedBy[0].viewedAt)).toBeGreaterThanOrEqual(Date.parse(first.body.doc!.viewedBy[0].viewedAt))
    await view('log', admin.token)
    expect(viewers((await view('log', otherEmployee.token)).body)).toEqual([admin.id, employee.id, otherEmployee.id].sort())
    expect(viewers((await view('forget', employee.token)).body)).toEqual([admin.id, otherEmployee.id].sort())
    expect(viewers((await view('forget', employee.token)).body)).toEqual([admin.id, otherEmployee.id].sort())
  })

  it('keeps every view when several people open the task at once', async () => {
    const { admin, employee, otherEmployee } = world.staff
    await Promise.all([view('forget', admin.token), view('forget', otherEmployee.token)])
    await Promise.all([admin, employee, otherEmployee].map((account) => view('log', account.token)))
    const stored = await context.payload.findByID({ collection: 'tasks', id: taskId, depth: 0, overrideAccess: true })
    expect((stored.viewedBy ?? []).map((entry) => entry.user).sort()).toEqual([admin.id, employee.id, otherEmployee.id].sort())
  })

  it('answers 401 without a session, 404 for an unknown task, in German', async () => {
    expect(await view('log')).toEqual({ status: 401, body: { errors: [{ message: 'Bitte melden Sie sich an.' }] } })
    expect((await view('log', world.staff.employee.token, 999_999)).body).toEqual({ errors: [{ message: 'Die Aufgabe wurde nicht gefunden.' }] })
    expect((await view('forget', world.staff.employee.token, 'abc')).status).toBe(404)
  })
})
