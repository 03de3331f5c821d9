import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { sql } from '@payloadcms/db-postgres'

import { productHref } from '@/src/domain/partsCatalogue'
import { createOrderAcknowledgement } from '@/src/server/notifications'

import { unique } from '../access/actors'
import { restClient } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'

/**
 * The parts shop's order history through /api/custom/account/orders (parts-shop-and-site.md
 * sections 2, 3, 4 and 7): the caller's own parts orders only, newest first, 20 a page, the
 * status words, exactly the screens' fields; 401 without a shop session, 404 for another
 * customer's, a branch order's or an unknown number; Payload's own /api/orders never shows a
 * customer another customer's order.
 */

let context: TestContext
let request: ReturnType<typeof restClient>
let serveUpload: typeof import('@/src/server/api/media/serveMedia').serveUpload
const products: Record<'motor' | 'retired', { id: number; uid: string; name: string }> = {} as never
type Buyer = { token: string; customerId: number }
const buyers: Record<'eva' | 'otto' | 'fresh', Buyer> = {} as never

const tomorrowPlus = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000)
  return `${String(date.getDate()).padStart(2, '0')}.${String(date.getMonth() + 1).padStart(2, '0')}.${date.getFullYear()}`
}

async function buyer(name: string): Promise<Buyer> {
  const customer = await context.payload.create({
    collection: 'customers',
    data: { isCompany: true, companyName: `${name} Hydraulik GmbH`, firstName: name, lastName: 'Kunde', street: 'Industriestraße 4', zipCode: '4020', city: 'Linz', country: 'AT', email: `${unique(name)}@example.at` },
    depth: 0,
    overrideAccess: true,
  })
  const email = `${unique(name)}@example.at`
  await context.payload.create({
    collection: 'external-users',
    data: { email, password: 'geheim123', firstName: name, lastName: 'Kunde', roles: ['ROLE_EXTERNAL_USER', 'ROLE_USER'], isApproved: true, customers: [customer.id] },
    depth: 0,
    overrideAccess: true,
  })
  const { token } = await context.payload.login({ collection: 'external-users', data: { email, password: 'geheim123' } })
  return { token: token!, customerId: customer.id }
}

/** A stored order of the customer, created at the given moment (the Local API, as staff's tools would). */
async function storedOrder(customerId: number, createdAt: string, data: Record<string, unknown> = {}) {
  return context.payload.create({
    collection: 'orders',
    data: {
      shop: 'parts', customer: customerId, status: 'pending', paymentMethod: 'invoice', paymentStatus: 'open', createdAt,
      isCompany: true, companyName: 'Gespeichert GmbH', street: 'Lagerweg 1', zipCode: '4050', city: 'Traun', country: 'AT',
      items: [{ product: products.motor.id, name: products.motor.name, uid: products.motor.uid, amount: 1, unit: 'amount', net: 100, gross: 120 }],
      totals: { net: 100, tax: 20, gross: 120, deliveryFee: 0 },
      ...data,
    } as never,
    depth: 0,
    overrideAccess: true,
  })
}

type Summary = Record<string, unknown> & { uid: string; status: { label: string; tone: string } }
const list = async (token?: string, query = '') => {
  const response = await request('GET', `/custom/account/orders${query}`, { token })
  return { status: response.status, body: (await response.json()) as { docs: Summary[]; totalDocs: number; page: number; totalPages: number; errors?: unknown } }
}
const detail = async (uid: string, token?: string) => {
  const response = await request('GET', `/custom/account/orders/${encodeURIComponent(uid)}`, { token })
  return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> & { items: Record<string, unknown>[] }; errors?: unknown } }
}

const INTERNAL_FIELDS = ['id', 'hash', 'idempotencyKey', 'requestFingerprint', 'paymentRedirectUrl', 'paymentReference', 'customer', 'externalUser', 'branch', 'totals', 'snapshot']

let placedUid: string
const stored: Record<'completed' | 'canceled' | 'rejected' | 'failed' | 'inDelivery' | 'food' | 'ottos', { id: number; uid: string }> = {} as never

beforeAll(async () => {
  context = await startTestPayload()
  request = restClient(context.payload.config)
  ;({ serveUpload } = await import('@/src/server/api/media/serveMedia'))
  const part = async (data: Record<string, unknown>) => {
    const doc = await context.payload.create({
      collection: 'products',
      data: { catalogue: 'parts', unit: 'amount', isEnabled: true, tax: 20, takeawayTax: 20, dineInTax: 20, ...data } as never,
      overrideAccess: true,
      depth: 0,
    })
    return { id: doc.id, uid: doc.uid as string, name: doc.name }
  }
  products.motor = await part({ name: 'Stirnradgetriebemotor 0,75 kW', uid: unique('GM-0750'), price: 600 })
  products.retired = await part({ name: 'Alter Flansch DN 50', uid: unique('FL-50'), price: 30 })
  buyers.eva = await buyer('Eva')
  buyers.otto = await buyer('Otto')
  buyers.fresh = await buyer('Frieda')

  // Eva's orders: older ones stored directly in every status, the newest placed through the checkout.
  const eva = buyers.eva.customerId
  stored.completed = await storedOrder(eva, '2026-01-10T09:00:00.000Z', { status: 'completed', ticketNumber: 'PO-1', snapshot: { trackingUrl: 'https://track.example.at/123' } }) as never
  stored.canceled = await storedOrder(eva, '2026-01-11T09:00:00.000Z', { status: 'canceled' }) as never
  // Older data may hold a tracking address that is not https (the field refuses one since).
  await context.payload.db.drizzle.execute(sql`UPDATE orders SET snapshot_tracking_url = 'http://unsicher.example.at/1' WHERE id = ${stored.canceled.id}`)
  stored.rejected = await storedOrder(eva, '2026-01-12T09:00:00.000Z', { status: 'rejected' }) as never
  stored.failed = await storedOrder(eva, '2026-01-13T09:00:00.000Z', { status: 'failed' }) as never
  stored.inDelivery = await storedOrder(eva, '2026-01-14T09:00:00.000Z', {
    status: 'inDelivery',
    items: [
      { product: products.retired.id, name: products.retired.name, uid: products.retired.uid, amount: 2, unit: 'amount', comment: 'Ersatz' },
      { product: null, name: 'Freie Position', amount: 1, unit: 'amount' },
    ],
  }) as never
  stored.food = await storedOrder(eva, '2026-01-15T09:00:00.000Z', { shop: 'ordering' }) as never
  stored.ottos = await storedOrder(buyers.otto.customerId, '2026-01-16T09:00:00.000Z', { ticketNumber: 'OTTO-1' }) as never
  await context.payload.update({ collection: 'products', id: products.retired.id, data: { isEnabled: false } as never, overrideAccess: true, depth: 0 })

  const placed = await request('POST', '/orders', {
    token: buyers.eva.token,
    body: { comment: 'Bitte mit Lieferschein', ticketNumber: 'PO-4711', items: [{ product: products.motor.id, amount: 2, parts: ['Für Linie 3', tomorrowPlus(7)] }] },
  })
  expect(placed.status).toBe(201)
  placedUid = (await placed.json()).uid
})
afterAll(() => context?.close())

describe('the order list', () => {
  it('lists only the caller\'s own parts orders, newest first, with the status words', async () => {
    const { status, body } = await list(buyers.eva.token)
    expect(status).toBe(200)
    expect(body.docs.map((order) => order.uid)).toEqual([placedUid, stored.inDelivery.uid, stored.failed.uid, stored.rejected.uid, stored.canceled.uid, stored.completed.uid])
    expect(body.docs.map((order) => order.status)).toEqual([
      { label: 'In Bearbeitung', tone: 'warning' },
      { label: 'In Bearbeitung', tone: 'warning' },
      { label: 'Storniert', tone: 'error' },
      { label: 'Storniert', tone: 'error' },
      { label: 'Storniert', tone: 'error' },
      { label: 'Abgeschlossen', tone: 'success' },
    ])
    expect(body).toMatchObject({ totalDocs: 6, page: 1, totalPages: 1 })
    expect((await list(buyers.otto.token)).body.docs.map((order) => order.uid)).toEqual([stored.ottos.uid])
  })

  it('answers exactly the list\'s fields, internal ones left out', async () => {
    const { body } = await list(buyers.eva.token)
    const [placed] = body.docs
    expect(Object.keys(placed).sort()).toEqual(
      ['uid', 'ticketNumber', 'createdAt', 'goodsValue', 'currency', 'isCompleted', 'isCanceled', 'status', 'orderAcknowledgement', 'trackingUrl'].sort(),
    )
    // 600 gross = 500 net per unit (20 % VAT, not verified: the list price is gross), × 2
    expect(placed).toMatchObject({ ticketNumber: 'PO-4711', goodsValue: 1000, currency: 'EUR', isCompleted: false, isCanceled: false, orderAcknowledgement: null, trackingUrl: null })
    const completed = body.docs.find((order) => order.uid === stored.completed.uid)!
    expect(completed).toMatchObject({ ticketNumber: 'PO-1', createdAt: '2026-01-10T09:00:00.000Z', goodsValue: 100, isCompleted: true, trackingUrl: 'https://track.example.at/123' })
    // A tracking address that is not https is never linked.
    expect(body.docs.find((order) => order.uid === stored.canceled.uid)!.trackingUrl).toBeNull()
    for (const order of body.docs) for (const field of INTERNAL_FIELDS) expect(order).not.toHaveProperty(field)
  })

  it('shows an empty history for a customer without orders', async () => {
    expect((await list(buyers.fresh.token)).body).toEqual({ docs: [], totalDocs: 0, page: 1, totalPages: 0 })
  })

  it('pages by 20, driven by ?page=', async () => {
    const customer = await buyer('Paul')
    for (let index = 0; index < 23; index += 1) {
      await storedOrder(customer.customerId, new Date(Date.UTC(2026, 1, 1, 8, index)).toISOString(), { ticketNumber: `P-${index}` })
    }
    const first = await list(customer.token)
    expect(first.body).toMatchObject({ totalDocs: 23, page: 1, totalPages: 2 })
    expect(first.body.docs).toHaveLength(20)
    expect(first.body.docs[0].ticketNumber).toBe('P-22')
    const second = await list(customer.token, '?page=2')
    expect(second.body).toMatchObject({ totalDocs: 23, page: 2, totalPages: 2 })
    expect(second.body.docs.map((order) => order.ticketNumber)).toEqual(['P-2', 'P-1', 'P-0'])
    expect((await list(customer.token, '?page=3')).body).toMatchObject({ docs: [], totalDocs: 23, page: 3 })
    for (const page of ['0', 'abc', '-1', '99999999999999999999']) {
      const refused = await list(customer.token, `?page=${page}`)
      expect(refused.status).toBe(422)
      expect(refused.body.errors).toEqual([{ field: 'page', message: 'Bitte geben Sie eine gültige Seitenzahl an.' }])
    }
  })

  it('refuses callers without a shop session', async () => {
    const anonymous = await list()
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.errors).toEqual([{ message: 'Bitte melden Sie sich an.' }])
    const revoked = await buyer('Rudi')
    const account = await context.payload.find({ collection: 'external-users', where: { customers: { in: [revoked.customerId] } }, depth: 0, overrideAccess: true })
    await context.payload.update({ collection: 'external-users', id: account.docs[0].id, data: { isApproved: false }, overrideAccess: true, depth: 0 })
    expect((await list(revoked.token)).status).toBe(401)
    expect((await detail(placedUid)).status).toBe(401)
  })
})

describe('one order', () => {
  it('answers the detail fields of the own order, internal ones left out', async () => {
    const { status, body } = await detail(placedUid, buyers.eva.token)
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      uid: placedUid, ticketNumber: 'PO-4711', comment: 'Bitte mit Lieferschein', status: { label: 'In Bearbeitung', tone: 'warning' },
      isCompany: true, companyName: 'Eva Hydraulik GmbH', street: 'Industriestraße 4', zipCode: '4020', city: 'Linz', country: 'AT', isDeliveryAddressDifferent: false,
    })
    expect(body.data.items).toEqual([
      { uid: products.motor.uid, name: products.motor.name, desiredDate: tomorrowPlus(7), comment: 'Für Linie 3', amount: 2, productHref: productHref(products.motor) },
    ])
    for (const field of [...INTERNAL_FIELDS, 'priority', 'paymentMethod', 'paymentStatus']) expect(body.data).not.toHaveProperty(field)
  })

  it('shows a line without the reorder link when its product is gone or no longer listed', async () => {
    const { body } = await detail(stored.inDelivery.uid, buyers.eva.token)
    expect(body.data.items.map((item) => [item.name, item.productHref])).toEqual([[products.retired.name, null], ['Freie Position', null]])
  })

  it('links the order confirmation through the order\'s private path, which serves the file', async () => {
    const uploadId = await createOrderAcknowledgement(context.payload, stored.completed.id)
    const { body } = await detail(stored.completed.uid, buyers.eva.token)
    const file = body.data.orderAcknowledgement as { url: string; name: string }
    expect(file.url).toMatch(new RegExp(`^/upload/order/${stored.completed.uid}/[\\w-]+/${uploadId}-1\\.pdf$`))
    expect(file.name).toMatch(/\.pdf$/)
    expect((await list(buyers.eva.token)).body.docs.find((order) => order.uid === stored.completed.uid)!.orderAcknowledgement).toEqual(file)
    const served = await serveUpload(context.payload, file.url.replace(/^\/upload\//, '').split('/'))
    expect(served.status).toBe(200)
    expect(served.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('answers 404 for another customer\'s order, a branch order and an unknown number alike', async () => {
    for (const uid of [stored.ottos.uid, stored.food.uid, '20990101-999999', '../orders', 'x'.repeat(80)]) {
      const { status, body } = await detail(uid, buyers.eva.token)
      expect(status).toBe(404)
      expect(body.errors).toEqual([{ message: 'Der Auftrag wurde nicht gefunden.' }])
    }
    expect((await detail(placedUid, buyers.otto.token)).status).toBe(404)
  })
})

describe("Payload's own /api/orders", () => {
  it("never gives a customer another customer's order", async () => {
    const byId = await request('GET', `/orders/${stored.ottos.id}`, { token: buyers.eva.token })
    expect([403, 404]).toContain(byId.status)
    const where = `?where[customer][equals]=${buyers.otto.customerId}&depth=0`
    const filtered = await request('GET', `/orders${where}`, { token: buyers.eva.token })
    expect(filtered.status).toBe(200)
    expect((await filtered.json()).docs).toEqual([])
    const byUid = await request('GET', `/orders?where[uid][equals]=${stored.ottos.uid}&depth=0`, { token: buyers.eva.token })
    expect((await byUid.json()).docs).toEqual([])
    const all = await request('GET', '/orders?limit=100&depth=0', { token: buyers.eva.token })
    const customers = new Set(((await all.json()).docs as { customer: number }[]).map((order) => order.customer))
    expect([...customers]).toEqual([buyers.eva.customerId])
    expect((await request('GET', `/orders/${stored.ottos.id}`)).status).toBe(403)
  })

  it("keeps the placement's bookkeeping out of Payload's own answer to the order's customer", async () => {
    const own = await request('GET', '/orders?limit=100&depth=0', { token: buyers.eva.token })
    const docs = (await own.json()).docs as Record<string, unknown>[]
    expect(docs.length).toBeGreaterThan(0)
    for (const doc of docs) for (const field of ['idempotencyKey', 'requestFingerprint', 'paymentRedirectUrl']) expect(doc).not.toHaveProperty(field)
  })
})
