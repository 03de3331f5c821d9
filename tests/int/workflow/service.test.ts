import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createLocalReq } from 'payload'

import { changeOrderStatus } from '@/src/server/orders/workflow'

import { orderIn, startWorkflowContext, stored, type WorkflowContext } from './setup'

let context: WorkflowContext
beforeAll(async () => {
  context = await startWorkflowContext()
})
afterAll(() => context.close())

/** A request without user, as the public order link has (its own hash check authorises it). */
const anonymousReq = () => createLocalReq({}, context.payload)

describe('changeOrderStatus (service)', () => {
  it('refuses a request without staff user unless the role check is skipped', async () => {
    const order = await orderIn(context, 'pending', { counterAppointment: '2030-05-01T16:30:00.000Z' })
    await expect(changeOrderStatus(context.payload, await anonymousReq(), order.id, 'cancel')).rejects.toMatchObject({
      status: 401,
      message: 'Bitte melden Sie sich an.',
    })
    const result = await changeOrderStatus(context.payload, await anonymousReq(), order.id, 'cancel', { skipStaffCheck: true })
    expect(result).toMatchObject({ from: 'pending', to: 'canceled', order: { status: 'canceled' } })
    expect((await stored(context.payload, order.id)).status).toBe('canceled')
  })

  it('accepting a counter appointment confirms the order for the proposed time', async () => {
    const order = await orderIn(context, 'pending', { appointment: '2030-05-01T16:00:00.000Z', counterAppointment: '2030-05-01T16:30:00.000Z' })
    const result = await changeOrderStatus(context.payload, await anonymousReq(), order.id, 'confirm', { skipStaffCheck: true, acceptCounterAppointment: true })
    expect(result).toMatchObject({ from: 'pending', to: 'confirmed' })
    expect(await stored(context.payload, order.id)).toMatchObject({ status: 'confirmed', appointment: '2030-05-01T16:30:00.000Z', counterAppointment: null })
  })

  it('a refused transition throws 409 with the German message and rolls back', async () => {
    const order = await orderIn(context, 'completed')
    await expect(changeOrderStatus(context.payload, await anonymousReq(), order.id, 'cancel', { skipStaffCheck: true })).rejects.toMatchObject({
      status: 409,
      message: 'Eine Bestellung mit dem Status „Abgeschlossen“ kann nicht storniert werden.',
    })
    expect((await stored(context.payload, order.id)).status).toBe('completed')
  })
})
