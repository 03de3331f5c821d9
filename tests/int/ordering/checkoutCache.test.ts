import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { startSecondApiProcess } from '../support/secondApiProcess'
import { startTestPayload, type TestContext } from '../support/testPayload'
import { orderApi, type OrderApi } from './client'
import { createOrderingWorld, takeawayCheckout, type OrderingWorld } from './fixtures'

let context: TestContext
let world: OrderingWorld
let api: OrderApi
let second: { url: string; stop: () => Promise<void> }

beforeAll(async () => {
  context = await startTestPayload()
  world = await createOrderingWorld(context.payload)
  api = orderApi(context)
  second = await startSecondApiProcess({ ORDER_RATE_LIMIT: '10000' })
}, 120_000)
afterAll(async () => {
  await second?.stop()
  await context.close()
})

const UNAVAILABLE = 'Das Produkt „Wiener Schnitzel“ ist derzeit leider nicht bestellbar.'

const placeAtSecond = async (body: unknown) => {
  const response = await fetch(`${second.url}/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  return { status: response.status, body: await response.json() }
}

const setSchnitzel = (data: Record<string, unknown>) =>
  context.payload.update({ collection: 'products', id: world.products.schnitzel, data, depth: 0, overrideAccess: true })

/** Polls until `check` holds (or 2 s pass): a change must reach the other process within 2 s. */
async function within2Seconds(check: () => Promise<boolean>): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < 2_000) {
    if (await check()) return Date.now() - started
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('Die Änderung kam nicht innerhalb von 2 s an')
}

describe('the checkout reads branch, menu and product data from memory and follows every change', () => {
  it('a product disabled in the back office is refused by the next order of this process', async () => {
    expect((await api.place(takeawayCheckout(world))).status).toBe(201)
    await setSchnitzel({ isEnabled: false })
    const refused = await api.place(takeawayCheckout(world))
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual([{ field: 'items.0', message: UNAVAILABLE }])
    await setSchnitzel({ isEnabled: true })
    expect((await api.place(takeawayCheckout(world))).status).toBe(201)
  })

  it('another server process on the same database follows a price change and a disabled product within 2 s', async () => {
    const first = await placeAtSecond(takeawayCheckout(world))
    expect(first.status).toBe(201)
    expect((await api.order(first.body.uid))?.totals?.gross).toBe(12.9)

    await setSchnitzel({ price: 13.5 })
    await within2Seconds(async () => {
      const placed = await placeAtSecond(takeawayCheckout(world))
      return (await api.order(placed.body.uid))?.totals?.gross === 13.5
    })

    await setSchnitzel({ isEnabled: false })
    await within2Seconds(async () => (await placeAtSecond(takeawayCheckout(world))).status === 422)
    await setSchnitzel({ isEnabled: true, price: 12.9 })
    await within2Seconds(async () => (await placeAtSecond(takeawayCheckout(world))).status === 201)
  }, 60_000)

  it('closing a branch in the back office reaches the other process too', async () => {
    expect((await placeAtSecond(takeawayCheckout(world))).status).toBe(201)
    await context.payload.update({ collection: 'branches', id: world.branches.open.id, data: { isEnabled: false }, depth: 0, overrideAccess: true })
    await within2Seconds(async () => (await placeAtSecond(takeawayCheckout(world))).status === 422)
    await context.payload.update({ collection: 'branches', id: world.branches.open.id, data: { isEnabled: true }, depth: 0, overrideAccess: true })
  }, 60_000)
})
