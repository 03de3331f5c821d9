import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { firstError, orderIn, startWorkflowContext, stored, type WorkflowContext } from './setup'

let context: WorkflowContext
beforeAll(async () => {
  context = await startWorkflowContext()
})
afterAll(() => context.close())

const STATUS_LABELS: Record<string, string> = {
  pending: 'Wartet auf Bestätigung',
  confirmed: 'Bestätigt',
  inDelivery: 'Unterwegs / abholbereit',
  completed: 'Abgeschlossen',
  rejected: 'Abgelehnt',
  canceled: 'Storniert',
  failed: 'Fehlgeschlagen',
}
const ACTION_PHRASES: Record<string, string> = {
  cancel: 'storniert',
  confirm: 'bestätigt',
  reject: 'abgelehnt',
  'in-delivery': 'auf „Unterwegs / abholbereit“ gesetzt',
  completed: 'abgeschlossen',
}
/** The allowed transitions of the issue: everything else is refused. */
const ALLOWED: Record<string, Record<string, string>> = {
  pending: { confirm: 'confirmed', reject: 'rejected', cancel: 'canceled' },
  confirmed: { 'in-delivery': 'inDelivery', completed: 'completed', cancel: 'canceled' },
  inDelivery: { completed: 'completed', cancel: 'canceled' },
}

const cases = Object.keys(STATUS_LABELS).flatMap((status) => Object.keys(ACTION_PHRASES).map((action) => [status, action] as const))

describe('POST /orders/{id}/status/{action}: all 7 × 5 combinations', () => {
  it.each(cases)('%s + %s', async (status, action) => {
    const order = await orderIn(context, status)
    const response = await context.request('POST', `/orders/${order.id}/status/${action}`, { token: context.world.staff.employee.token })
    const expected = ALLOWED[status]?.[action]
    if (expected) {
      expect(response.status).toBe(200)
      const { order: answered } = await response.json()
      expect(answered).toMatchObject({ id: order.id, status: expected })
      expect(Date.now() - new Date(answered.statusChangedAt).getTime()).toBeLessThan(60_000)
      expect((await stored(context.payload, order.id)).status).toBe(expected)
    } else {
      expect(response.status).toBe(409)
      expect(await firstError(response)).toBe(`Eine Bestellung mit dem Status „${STATUS_LABELS[status]}“ kann nicht ${ACTION_PHRASES[action]} werden.`)
      const unchanged = await stored(context.payload, order.id)
      expect(unchanged.status).toBe(status)
      expect(unchanged.statusChangedAt ?? null).toBeNull()
    }
  })
})

describe('status bodies', () => {
  it('confirm with a counter appointment keeps the order pending and stores the proposal', async () => {
    const order = await orderIn(context, 'pending', { appointment: '2030-05-01T16:00:00.000Z' })
    const response = await context.request('POST', `/orders/${order.id}/status/confirm`, {
      token: context.world.staff.employee.token,
      body: { counterAppointment: '2030-05-01T18:30:00+02:00' },
    })
    expect(response.status).toBe(200)
    const { order: answered } = await response.json()
    expect(answered).toMatchObject({ status: 'pending', counterAppointment: '2030-05-01T16:30:00.000Z', appointment: '2030-05-01T16:00:00.000Z' })
  })

  it('a second plain confirm then confirms the order and keeps the proposal on record', async () => {
    const order = await orderIn(context, 'pending', { counterAppointment: '2030-05-01T16:30:00.000Z' })
    const response = await context.request('POST', `/orders/${order.id}/status/confirm`, { token: context.world.staff.admin.token })
    expect((await response.json()).order).toMatchObject({ status: 'confirmed', counterAppointment: '2030-05-01T16:30:00.000Z' })
  })

  it('reject and cancel store the message for the customer', async () => {
    const rejected = await orderIn(context, 'pending')
    const reject = await context.request('POST', `/orders/${rejected.id}/status/reject`, {
      token: context.world.staff.employee.token,
      body: { rejectionMessage: '  Leider ist unsere Küche heute überlastet.  ' },
    })
    expect((await reject.json()).order).toMatchObject({ status: 'rejected', rejectionMessage: 'Leider ist unsere Küche heute überlastet.' })

    const canceled = await orderIn(context, 'confirmed')
    const cancel = await context.request('POST', `/orders/${canceled.id}/status/cancel`, {
      token: context.world.staff.employee.token,
      body: { rejectionMessage: 'Der Fahrer ist ausgefallen.' },
    })
    expect((await cancel.json()).order).toMatchObject({ status: 'canceled', rejectionMessage: 'Der Fahrer ist ausgefallen.' })
  })

  it('refuses a counter appointment that is no date-time or lies in the past (422) and changes nothing', async () => {
    const order = await orderIn(context, 'pending')
    const token = context.world.staff.employee.token
    const garbage = await context.request('POST', `/orders/${order.id}/status/confirm`, { token, body: { counterAppointment: 'morgen' } })
    expect(garbage.status).toBe(422)
    expect(await garbage.json()).toEqual({ errors: [{ field: 'counterAppointment', message: 'Bitte geben Sie den Gegenvorschlag als Datum mit Uhrzeit an.' }] })
    const past = await context.request('POST', `/orders/${order.id}/status/confirm`, { token, body: { counterAppointment: '2020-01-01T12:00:00Z' } })
    expect(past.status).toBe(422)
    expect(await firstError(past)).toBe('Der Gegenvorschlag muss in der Zukunft liegen.')
    expect((await stored(context.payload, order.id)).status).toBe('pending')
  })

  it('refuses a rejection message longer than 1000 characters', async () => {
    const order = await orderIn(context, 'pending')
    const response = await context.request('POST', `/orders/${order.id}/status/reject`, {
      token: context.world.staff.employee.token,
      body: { rejectionMessage: 'x'.repeat(1001) },
    })
    expect(response.status).toBe(422)
    expect(await firstError(response)).toBe('Die Begründung darf höchstens 1000 Zeichen lang sein.')
    expect((await stored(context.payload, order.id)).status).toBe('pending')
  })
})

describe('who may act', () => {
  it('answers 401 without a session', async () => {
    const order = await orderIn(context, 'pending')
    const response = await context.request('POST', `/orders/${order.id}/status/confirm`)
    expect(response.status).toBe(401)
    expect(await firstError(response)).toBe('Bitte melden Sie sich an.')
  })

  it('answers 403 to an employee of another branch and leaves the order alone', async () => {
    const order = await orderIn(context, 'pending')
    const response = await context.request('POST', `/orders/${order.id}/status/confirm`, { token: context.world.staff.otherEmployee.token })
    expect(response.status).toBe(403)
    expect(await firstError(response)).toBe('Sie haben keine Berechtigung für diese Aktion.')
    expect((await stored(context.payload, order.id)).status).toBe('pending')
  })

  it('lets an admin act on every branch', async () => {
    const order = await orderIn(context, 'pending', { branch: context.world.branches.other.id })
    const response = await context.request('POST', `/orders/${order.id}/status/confirm`, { token: context.world.staff.admin.token })
    expect(response.status).toBe(200)
  })

  it('answers 404 for an unknown order and an unknown action', async () => {
    const token = context.world.staff.admin.token
    const unknown = await context.request('POST', '/orders/99999999/status/confirm', { token })
    expect(unknown.status).toBe(404)
    expect(await firstError(unknown)).toBe('Die Bestellung wurde nicht gefunden.')
    const order = await orderIn(context, 'pending')
    const action = await context.request('POST', `/orders/${order.id}/status/deliver`, { token })
    expect(action.status).toBe(404)
    expect(await firstError(action)).toBe('Diese Aktion gibt es nicht.')
  })
})

describe('concurrency', () => {
  it('of two simultaneous confirms exactly one succeeds, the other gets 409 (five rounds)', async () => {
    for (let round = 0; round < 5; round++) {
      const order = await orderIn(context, 'pending')
      const confirm = (token: string) => context.request('POST', `/orders/${order.id}/status/confirm`, { token })
      const responses = await Promise.all([confirm(context.world.staff.employee.token), confirm(context.world.staff.admin.token)])
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409])
      const refused = responses.find((response) => response.status === 409)!
      expect(await firstError(refused)).toBe('Eine Bestellung mit dem Status „Bestätigt“ kann nicht bestätigt werden.')
      expect((await stored(context.payload, order.id)).status).toBe('confirmed')
    }
  })

  it('of five simultaneous confirms and rejects exactly one moves a pending order', async () => {
    const order = await orderIn(context, 'pending')
    const token = context.world.staff.employee.token
    const actions = ['confirm', 'reject', 'confirm', 'reject', 'confirm']
    const responses = await Promise.all(actions.map((action) => context.request('POST', `/orders/${order.id}/status/${action}`, { token })))
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1)
    expect(responses.filter((response) => response.status === 409)).toHaveLength(4)
  })
})
