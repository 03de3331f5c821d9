import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { startTestPayload, type TestContext } from '../support/testPayload'
import { orderApi, type OrderApi } from './client'
import { createOrderingWorld, type OrderingWorld } from './fixtures'

let context: TestContext
let world: OrderingWorld
let api: OrderApi

beforeAll(async () => {
  context = await startTestPayload()
  world = await createOrderingWorld(context.payload)
  api = orderApi(context)
})
afterAll(() => context.close())

describe('POST /api/cart/quote', () => {
  it('answers the authoritative delivery quote with the minimum-order state', async () => {
    const { status, body } = await api.quote({
      branch: world.branches.open.identifier,
      mode: 'delivery',
      deliveryArea: 'Zone 1',
      items: [{ product: world.products.beer, amount: 2 }, { product: world.products.cheese, amount: '0,33', unit: 'kg' }],
    })
    expect(status).toBe(200)
    expect(body.lines.map((line: { amount: number; totalGross: number }) => [line.amount, line.totalGross])).toEqual([[2, 9], [0.35, 11.2]])
    expect(body).toMatchObject({
      mode: 'delivery', itemCount: 3, isApproximate: true, totalLabel: 'ca.', isTotalHiddenInCartPanel: true,
      deliveryFee: { gross: 3.5, taxRate: 20 }, freeDeliveryHint: 'Kostenlose Lieferung ab 50,00 €.',
      minimumOrder: { isReached: true }, errors: [],
    })
    expect(body.total.gross).toBe(23.7)
  })

  it('reports lines that cannot be ordered and prices the rest', async () => {
    const { body } = await api.quote({ branch: world.branches.open.id, mode: 'takeaway', items: [{ product: world.products.offMenu, amount: 1 }, { product: world.products.schnitzel, amount: 1 }] })
    expect(body.errors).toEqual([{ field: 'items.0', message: 'Das Produkt „Nicht auf der Karte“ ist derzeit leider nicht bestellbar.' }])
    expect(body.total.gross).toBe(12.9)
  })

  it('answers 422 for a malformed request and 404 for an unknown branch', async () => {
    expect((await api.quote({ branch: world.branches.open.id, mode: 'fliegen', items: [] })).status).toBe(422)
    expect((await api.quote({ branch: 'gibt-es-nicht', mode: 'takeaway', items: [] })).status).toBe(404)
  })
})

describe('GET /api/branches/{id}/availability', () => {
  const availability = (branchId: number, query = '') =>
    api.request('GET', `/branches/${branchId}/availability${query}`).then(async (response) => ({ status: response.status, body: await response.json() }))

  it('an always open branch is open with days and windows for the pickers', async () => {
    const { status, body } = await availability(world.branches.open.id, '?at=2026-11-23T10:00:00%2B01:00&date=2026-11-24')
    expect(status).toBe(200)
    expect(body).toMatchObject({ isOpen: true, isDeliveryOpen: true })
    expect(body.days).toHaveLength(90)
    expect(body.days[0]).toBe('2026-11-23')
    expect(body.windows).toEqual([{ from: '00:00', to: '24:00' }])
    expect(body.earliestSlot).toMatchObject({ date: '2026-11-23', time: '10:15' })
  })

  it('a closed branch says so in German and offers no days', async () => {
    const { body } = await availability(world.branches.closed.id, '?at=2026-11-23T10:00:00%2B01:00')
    expect(body).toMatchObject({ isOpen: false, nextOpening: null, closedMessage: 'Wir sind auf Urlaub.', days: [] })
    expect(body.texts.closedBanner).toEqual(['Derzeit haben wir leider geschlossen.', 'Wir sind auf Urlaub.'])
  })

  it('answers 422 for a malformed time and 404 for an unknown branch', async () => {
    expect((await availability(world.branches.open.id, '?at=gestern')).status).toBe(422)
    expect((await availability(999999)).status).toBe(404)
  })
})
