import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import { popularProductIds } from '@/src/server/partsShop/products'
import { seedPartsCatalogue } from '@/seed/partsCatalogue'
import { DEMO_PARTS_ORDER_KEYS, DEMO_PARTS_ORDER_UIDS, seedPartsOrders } from '@/seed/partsOrders'
import { seedShopCustomers } from '@/seed/shopCustomers'

import { startTestPayload, type TestContext } from '../support/testPayload'
import { withEnvironment } from '../support/environment'

/**
 * The demo parts orders of the seed (seed/partsOrders.ts) on the real database. The
 * whole seed takes about a minute, so this seeds what the orders need: the parts catalogue and the
 * shop customers with their accounts, in the order `seed` runs them.
 */

let context: TestContext
let payload: Payload

const DEMO_SHOP_ACCOUNTS = ['einkauf@hydraulik-huber.at', 'technik@steiner-maschinenbau.at', 'franz.wagner@example.at', 'neu@beispiel-firma.at']
const DAY = 86_400_000

beforeAll(async () => {
  context = await startTestPayload()
  payload = context.payload
  // About half a minute: some 300 parts with their images.
  await seedPartsCatalogue(payload, { now: new Date() })
}, 180_000)
afterAll(async () => {
  // Other test files share the database: productionSeed.test.ts proves that no demo shop account exists.
  const accounts = await payload.find({ collection: 'external-users', where: { email: { in: DEMO_SHOP_ACCOUNTS } }, depth: 0, overrideAccess: true, pagination: false, select: {} })
  for (const { id } of accounts.docs) await payload.delete({ collection: 'external-users', id, depth: 0, overrideAccess: true })
  await context.close()
})

const demoOrders = () =>
  payload
    .find({ collection: 'orders', where: { idempotencyKey: { in: DEMO_PARTS_ORDER_KEYS } }, sort: 'idempotencyKey', depth: 0, overrideAccess: true, pagination: false })
    .then((result) => result.docs)
const partsOrderCount = () => payload.count({ collection: 'orders', where: { shop: { equals: 'parts' } }, overrideAccess: true }).then((result) => result.totalDocs)

describe('the demo parts orders of the seed', () => {
  it('are placed only in development, like the demo shop accounts', async () => {
    const before = await partsOrderCount()
    await withEnvironment({ NODE_ENV: 'production' }, async () => {
      await seedShopCustomers(payload, { now: new Date() })
      await seedPartsOrders(payload, { now: new Date() })
    })
    expect(await partsOrderCount()).toBe(before)
    expect(await demoOrders()).toEqual([])
  })

  it('are twelve parts-shop orders of the demo customers, placed through the checkout', async () => {
    const now = new Date()
    await seedShopCustomers(payload, { now })
    await seedPartsOrders(payload, { now })

    const orders = await demoOrders()
    expect(orders.map((order) => order.idempotencyKey)).toEqual(DEMO_PARTS_ORDER_KEYS)
    const customers = await payload.find({ collection: 'customers', where: { email: { in: ['office@hydraulik-huber.at', 'office@steiner-maschinenbau.at', 'franz.wagner@example.at'] } }, depth: 0, overrideAccess: true, pagination: false })
    const customerIds = customers.docs.map((customer) => customer.id)
    const tomorrow = new Date(Date.now() + DAY).toLocaleDateString('sv-SE', { timeZone: 'Europe/Vienna' })
    for (const order of orders) {
      expect(order).toMatchObject({ shop: 'parts', status: 'pending', paymentMethod: 'invoice', externalUser: expect.any(Number) })
      expect(customerIds).toContain(order.customer)
      expect(order.totals?.gross).toBeGreaterThan(0)
      for (const item of order.items ?? []) {
        expect(item.amount).toBeGreaterThan(0)
        if (!item.desiredDate) continue
        // DD.MM.YYYY, not before tomorrow in Vienna
        const [day, month, year] = item.desiredDate.split('.')
        expect(`${year}-${month}-${day}`.localeCompare(tomorrow)).toBeGreaterThanOrEqual(0)
      }
    }
    // The line with the customer's comment, the chosen shipping address of Hydraulik Huber's warehouse.
    expect(orders[0].items?.[0]).toMatchObject({ uid: '5S8-RKL-6202-2RS', amount: 50, comment: 'Für Anlage 3, Linie Süd', desiredDate: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/) })
    expect(orders[0]).toMatchObject({ companyName: 'Hydraulik Huber GmbH', isDeliveryAddressDifferent: true, deliveryCity: 'Traun' })
    // Meterware keeps its half metres.
    expect(orders[11].items?.[0]).toMatchObject({ uid: '5SD-HS-1SN-DN10', amount: 12.5, unit: 'm' })

    const products = new Set(orders.flatMap((order) => order.items?.map((item) => item.product) ?? []))
    expect(products.size).toBeGreaterThanOrEqual(8)
    expect(products.size).toBe(DEMO_PARTS_ORDER_UIDS.length)
  })

  it('are not placed again by a second seed, also on another day', async () => {
    const before = await partsOrderCount()
    const ids = (await demoOrders()).map((order) => order.id)
    const tomorrow = new Date(Date.now() + DAY)
    await seedShopCustomers(payload, { now: tomorrow })
    await seedPartsOrders(payload, { now: tomorrow })
    expect(await partsOrderCount()).toBe(before)
    expect((await demoOrders()).map((order) => order.id)).toEqual(ids)
  })

  it('fill the popular parts with more than five, the most ordered first', async () => {
    const amounts = new Map<number, number>()
    for (const order of await demoOrders()) {
      for (const item of order.items ?? []) amounts.set(item.product as number, (amounts.get(item.product as number) ?? 0) + item.amount)
    }
    const byAmount = [...amounts.entries()].sort((a, b) => b[1] - a[1])
    // Every demo part has an amount of its own: the list's order is clear.
    expect(new Set(amounts.values()).size).toBe(amounts.size)

    const popular = await popularProductIds(payload)
    expect(popular.length).toBeGreaterThan(5)
    // Other test files share the database and may have ordered further parts (in small numbers).
    expect(popular.filter((id) => amounts.has(id))).toEqual(byAmount.map(([id]) => id))
    const bearing = await payload.find({ collection: 'products', where: { uid: { equals: '5S8-RKL-6202-2RS' } }, limit: 1, depth: 0, overrideAccess: true, select: {} })
    expect(popular[0]).toBe(bearing.docs[0].id)
    expect(byAmount[0][0]).toBe(bearing.docs[0].id)
  })
})
