import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { startOnlinePayment } from '@/src/server/payments'

import { startFakeMollie, type FakeMollie } from '@/tests/support/fakeProviders/fakeMollie'
import { createOrder, createOrderingWorld, type OrderingWorld } from '../ordering/fixtures'
import { restClient } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'
import { onlineOrder, readOrder, SHOP_ORIGIN, usePaymentEnvironment, watchSettlements } from './support'

let context: TestContext
let world: OrderingWorld
let mollie: FakeMollie
let environment: { restore: () => Promise<void> }
let request: ReturnType<typeof restClient>
let settlements: ReturnType<typeof watchSettlements>

beforeAll(async () => {
  context = await startTestPayload()
  world = await createOrderingWorld(context.payload)
  mollie = await startFakeMollie()
  environment = await usePaymentEnvironment({ mollie })
  request = restClient(context.payload.config)
  settlements = watchSettlements(context.payload)
})
afterAll(async () => {
  settlements?.restore()
  await environment?.restore()
  await mollie?.close()
  await context.close()
})

async function startedMollieOrder() {
  const order = await onlineOrder(context.payload, world, 'mollie')
  await startOnlinePayment(context.payload, order.id, { origin: SHOP_ORIGIN })
  return { order, reference: (await readOrder(context.payload, order.id)).paymentReference! }
}

const check = (id: number | string, token?: string) => request('POST', `/orders/${id}/update-payment-status`, { token })

const errorsOf = async (response: Response) => (await response.json()) as { errors: { message: string }[] }

describe('POST /api/orders/{id}/update-payment-status', () => {
  it('an employee of the branch re-checks a Mollie payment: paid, applied once', async () => {
    const { order, reference } = await startedMollieOrder()
    mollie.setStatus(reference, 'paid')
    const response = await check(order.id, world.staff.employee.token)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ paymentStatus: 'paid' })
    expect(await readOrder(context.payload, order.id)).toMatchObject({ paymentStatus: 'paid', status: 'pending' })

    expect(await (await check(order.id, world.staff.admin.token)).json()).toEqual({ paymentStatus: 'paid' })
    expect(settlements.forOrder(order.id)).toHaveLength(1)
  })

  it('an admin sees a payment that is still open', async () => {
    const { order } = await startedMollieOrder()
    expect(await (await check(order.id, world.staff.admin.token)).json()).toEqual({ paymentStatus: 'open' })
  })

  it('without sign-in 401, an employee of another branch 403, an unknown order 404', async () => {
    const { order } = await startedMollieOrder()
    const anonymous = await check(order.id)
    expect(anonymous.status).toBe(401)
    expect((await errorsOf(anonymous)).errors[0].message).toBe('Bitte melden Sie sich an.')

    const other = await check(order.id, world.staff.otherEmployee.token)
    expect(other.status).toBe(403)
    expect((await errorsOf(other)).errors[0].message).toBe('Sie haben keine Berechtigung für diese Aktion.')

    const unknown = await check(99_999_999, world.staff.admin.token)
    expect(unknown.status).toBe(404)
    expect((await errorsOf(unknown)).errors[0].message).toBe('Die Bestellung wurde nicht gefunden.')
    expect(await readOrder(context.payload, order.id)).toMatchObject({ paymentStatus: 'open' })
  })

  it('a cash order is paid on site: 409', async () => {
    const order = await createOrder(context.payload, world)
    const response = await check(order.id, world.staff.employee.token)
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ errors: [{ message: 'Diese Bestellung wird vor Ort bezahlt.' }] })
  })

  it('an online order whose payment never started: 409', async () => {
    const order = await onlineOrder(context.payload, world, 'mollie')
    const response = await check(order.id, world.staff.employee.token)
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ errors: [{ message: 'Für diese Bestellung wurde noch keine Online-Zahlung gestartet.' }] })
  })

  it('Mollie unreachable: 502 "Zahlungsstatus konnte nicht geprüft werden."', async () => {
    const { order } = await startedMollieOrder()
    const configured = process.env.MOLLIE_API_URL
    process.env.MOLLIE_API_URL = 'https://127.0.0.1:1/v2/'
    try {
      const response = await check(order.id, world.staff.admin.token)
      expect(response.status).toBe(502)
      expect(await response.json()).toEqual({ errors: [{ message: 'Zahlungsstatus konnte nicht geprüft werden.' }] })
    } finally {
      process.env.MOLLIE_API_URL = configured
    }
  })
})
