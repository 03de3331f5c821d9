import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { firstError, inHours, orderIn, startWorkflowContext, type WorkflowContext } from './setup'

let context: WorkflowContext
const ids: Record<string, number> = {}
const uids: Record<string, string> = {}

beforeAll(async () => {
  context = await startWorkflowContext()
  const make = async (key: string, status: string, data: Record<string, unknown> = {}) => {
    const order = await orderIn(context, status, data)
    ids[key] = order.id
    uids[key] = order.uid as string
  }
  await make('asap', 'pending', { comment: 'Bitte extra Zitrone', tableIdentifier: '7', mode: 'dineIn' })
  await make('soon', 'confirmed', { appointment: new Date(Date.now() + 60_000).toISOString() })
  await make('done', 'completed')
  await make('called off', 'canceled')
  await make('unpaid', 'failed')
  await make('later', 'pending', { appointment: inHours(48) })
  await make('elsewhere', 'pending', { branch: context.world.branches.other.id })
})
afterAll(() => context.close())

const open = () => context.world.branches.open

describe('GET /orders/frontdesk/{branchId}/{apiKey}', () => {
  it('lists today’s open orders with order number, ticket, status and appointment only', async () => {
    const response = await context.request('GET', `/orders/frontdesk/${open().id}/${open().apiKey}`)
    expect(response.status).toBe(200)
    const text = await response.text()
    const { docs } = JSON.parse(text)
    expect(docs.map((doc: { uid: string }) => doc.uid)).toEqual([uids.soon, uids.asap])
    expect(docs[1]).toEqual({ uid: uids.asap, ticket: String(Number(uids.asap.split('-')[1])), status: 'pending', appointment: null })
    expect(Object.keys(docs[0]).sort()).toEqual(['appointment', 'status', 'ticket', 'uid'])
    for (const personal of ['Musterfrau', 'Erika', 'erika@example.at', '+43 660', '12.9', 'Zitrone']) expect(text).not.toContain(personal)
  })
})

describe('GET /orders/backoffice/{branchId}/{apiKey}', () => {
  it('lists today’s orders (not failed ones) with items and the card fields for the kitchen but without contact data', async () => {
    const response = await context.request('GET', `/orders/backoffice/${open().id}/${open().apiKey}`)
    expect(response.status).toBe(200)
    const text = await response.text()
    const { docs } = JSON.parse(text)
    expect(docs.map((doc: { id: number }) => doc.id)).toEqual([ids.soon, ids.asap, ids.done, ids['called off']])
    const asap = docs.find((doc: { id: number }) => doc.id === ids.asap)
    expect(asap).toMatchObject({ uid: uids.asap, status: 'pending', mode: 'dineIn', tableIdentifier: '7', comment: 'Bitte extra Zitrone', appointment: null })
    expect(asap).toMatchObject({ customerName: 'Erika Musterfrau', deliveryAddress: null, total: '12.90', paymentMethod: 'cash', paymentStatus: 'onSite', readyAt: null })
    expect(asap.items).toEqual([expect.objectContaining({ name: 'Wiener Schnitzel', amount: 1, unit: 'amount' })])
    // Name, total and payment run the evening (docs/decisions.md); contact data stays in the admin.
    for (const personal of ['erika@example.at', '+43 660', 'gross', 'firstName', 'lastName']) expect(text).not.toContain(personal)
  })
})

describe('display keys', () => {
  it('answers the same 404 for a wrong key, an unknown branch and a malformed id', async () => {
    const paths = [
      `/orders/frontdesk/${open().id}/falscher-schluessel`,
      `/orders/backoffice/${open().id}/${context.world.branches.other.apiKey}`,
      `/orders/frontdesk/99999999/${open().apiKey}`,
      `/orders/backoffice/filiale/${open().apiKey}`,
    ]
    for (const path of paths) {
      const response = await context.request('GET', path)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ errors: [{ message: 'Der Eintrag wurde nicht gefunden.' }] })
    }
  })

  it('a rotated key replaces the old one at once', async () => {
    const branch = context.world.branches.other
    const rotated = await context.payload.update({ collection: 'branches', id: branch.id, data: { rotateApiKey: true } as never, depth: 0, overrideAccess: true })
    expect(rotated.apiKey).not.toBe(branch.apiKey)
    expect((await context.request('GET', `/orders/frontdesk/${branch.id}/${branch.apiKey}`)).status).toBe(404)
    const fresh = await context.request('GET', `/orders/frontdesk/${branch.id}/${rotated.apiKey}`)
    expect(fresh.status).toBe(200)
    expect((await fresh.json()).docs.map((doc: { uid: string }) => doc.uid)).toEqual([uids.elsewhere])
    expect(await firstError(await context.request('GET', `/orders/backoffice/${branch.id}/${branch.apiKey}`))).toBe('Der Eintrag wurde nicht gefunden.')
  })
})
