import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import sharp from 'sharp'

import { UNKNOWN_CHECKOUT } from '@/src/server/orders/checkoutShop'

import { createOrder, createOrderingWorld, takeawayCheckout, type OrderingWorld } from '../ordering/fixtures'
import { customEndpoints, type Route } from '../support/customEndpoints'
import { restHandler } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'
import { fieldVariants, findProblems, queryVariants, WHOLE_BODIES, type Variant } from './malformedInput'

/**
 * Every custom endpoint (root, collections, globals) answers malformed input with German messages
 * and never with a 500: zod's English defaults must not leak, wherever a schema names no text.
 */

type Caller = 'anonymous' | 'admin' | 'customer'
type Fixtures = { world: OrderingWorld; order: { id: number; uid: string; hash: string }; png: string }
type Case = {
  /** Route parameters; called for every request (a fresh order where one request changes it). */
  params?: (f: Fixtures) => Record<string, string> | Promise<Record<string, string>>
  /** A near-valid body whose fields are replaced one by one with malformed values. */
  body?: (f: Fixtures) => Record<string, unknown>
  /** A near-valid query whose parameters are replaced one by one. */
  query?: (f: Fixtures) => Record<string, string>
  callers?: Caller[]
}

const order = (f: Fixtures) => ({ id: String(f.order.id), uid: f.order.uid, hash: f.order.hash })
const freshOrder = async (f: Fixtures) => {
  const created = await createOrder(context.payload, f.world)
  return { uid: created.uid as string, hash: created.hash as string }
}
const openBranch = (f: Fixtures) => ({ id: String(f.world.branches.open.id), branchId: String(f.world.branches.open.id), apiKey: f.world.branches.open.apiKey })
const DAY = '2026-06-15'

const shippingAddress = { companyName: 'Prüf GmbH', firstName: 'Paula', lastName: 'Prüf', email: 'lager@example.at', phone: '+43 1 234567', street: 'Lagerweg 2', zipCode: '1100', city: 'Wien', country: 'Österreich' }

/** One case per custom endpoint; `PUT /{collection}/:id` (putUpdatePlugin) is covered for every collection below. */
const CASES: Record<string, Case> = {
  'GET /health': {},
  'POST /auth/authenticate': { body: () => ({ email: 'niemand@example.at', password: 'falsch' }) },
  'GET /init': {},
  'GET /config': {},
  'POST /config': { body: () => ({ shopName: 'Prüfladen' }) },
  'GET /fonts': {},
  'POST /cart/quote': { body: (f) => ({ branch: f.world.branches.open.id, mode: 'takeaway', deliveryArea: null, items: [{ product: f.world.products.schnitzel, amount: 1, unit: 'amount', parts: [] }] }) },
  'POST /payments/mollie/webhook': { body: () => ({ id: 'tr_unbekannt' }) },
  'POST /payments/datatrans/webhook': { body: () => ({ transactionId: 'unbekannt', status: 'settled' }) },
  'GET /payments/mollie/return': { query: (f) => ({ order: f.order.uid, hash: f.order.hash }) },
  'GET /payments/datatrans/return': { query: (f) => ({ order: f.order.uid, hash: f.order.hash }) },
  'POST /analytics-log': { body: () => ({ category: 'navigation', type: 'page-view', action: 'view', name: '/start', data: { path: '/start' } }) },
  'GET /analytics-log': { query: () => ({ limit: '5', page: '1', sort: '-createdAt' }) },
  'GET /analytics-log/:id': { params: () => ({ id: '1' }) },
  'POST /orders': { body: (f) => ({ shop: 'ordering', ...takeawayCheckout(f.world) }), callers: ['anonymous', 'admin', 'customer'] },
  'GET /orders/public/:uid/:hash': { params: order },
  'POST /orders/public/:uid/:hash/confirm-counter-appointment': { params: order },
  'POST /orders/public/:uid/:hash/reject-counter-appointment': { params: order },
  'POST /orders/public/:uid/:hash/questionnaire': {
    params: freshOrder,
    body: () => ({ rating: 5, foodRating: 4, serviceRating: 5, processRating: 3, comment: 'Sehr gut' }),
  },
  'GET /orders/current': { query: (f) => ({ branch: String(f.world.branches.open.id) }) },
  'GET /orders/missed': { query: (f) => ({ branch: String(f.world.branches.open.id) }) },
  'GET /orders/history': {
    query: (f) => ({ from: '2026-01-01', to: '2026-12-31', status: 'pending', branch: String(f.world.branches.open.id), search: 'Erika', page: '1', limit: '10' }),
  },
  'GET /orders/frontdesk/:branchId/:apiKey': { params: openBranch },
  'GET /orders/backoffice/:branchId/:apiKey': { params: openBranch },
  'POST /orders/:id/status/:action': { params: (f) => ({ id: String(f.order.id), action: 'confirm' }), body: () => ({ counterAppointment: new Date(Date.now() + 3 * 3_600_000).toISOString() }) },
  'PUT /orders/:id/items/:index': { params: (f) => ({ id: String(f.order.id), index: '0' }), body: () => ({ amount: 2, comment: 'Ohne Zwiebel' }) },
  'POST /orders/:id/print': { params: order },
  'POST /orders/:id/resend-new-order-email': { params: order },
  'POST /orders/:id/resend-new-order-sms': { params: order },
  'POST /orders/:id/update-payment-status': { params: order },
  'PUT /orders/:id': { params: order, body: () => ({ comment: 'Geändert' }) },
  'GET /branches/:id/menus': { params: openBranch },
  'GET /branches/:id/availability': { params: openBranch, query: () => ({ at: new Date().toISOString(), date: DAY, mode: 'takeaway', products: '1,2' }) },
  'PUT /branches/:id': { params: openBranch, body: () => ({ closedMessage: 'Heute geschlossen.' }) },
  'GET /image-templates/:id/layers': { params: () => ({ id: '999999' }) },
  'GET /custom/paginated-products': {
    query: () => ({ term: 'Pumpe 16', category: 'Hydraulik → Hydraulikpumpen', filters: '{"Nenndruck":["250 bar"]}', limit: '20', offset: '0', orderBy: 'name_asc' }),
  },
  'GET /custom/products/uid/:uid': { params: () => ({ uid: '5S9-ZP-016-R' }) },
  'GET /custom/products/:id': { params: () => ({ id: '1' }) },
  'GET /custom/popular-products': {},
  'GET /custom/products': { query: () => ({ limit: '30' }) },
  'GET /custom/search': { query: () => ({ term: 'Zahnradpumpe' }) },
  'POST /custom/account/signup': {
    body: () => ({
      isCompany: true, companyName: 'Prüf GmbH', vatNumber: 'ATU12345678', firstName: 'Paula', lastName: 'Prüf', street: 'Prüfweg 1', zipCode: '1010', city: 'Wien',
      country: 'Österreich', email: 'pruef-neu@example.at', phone: '+43 1 234567', password: 'Einkauf-2026!', passwordRepeat: 'Einkauf-2026!', termsAndConditions: true, privacyPolicy: true,
    }),
    callers: ['anonymous', 'customer'],
  },
  'POST /custom/account/reset-password': { body: () => ({ email: 'niemand@example.at' }), callers: ['anonymous'] },
  'POST /custom/account/reset-password/:token': { params: () => ({ token: 'abcdef0123456789' }), body: () => ({ password: 'Einkauf-2026!', passwordRepeat: 'Einkauf-2026!' }), callers: ['anonymous'] },
  'POST /custom/account/change-password': { body: () => ({ password: 'Einkauf-2026!', passwordRepeat: 'Einkauf-2026!' }), callers: ['anonymous'] },
  'GET /custom/account/shipping': { callers: ['anonymous', 'customer'] },
  'POST /custom/account/shipping': { body: () => shippingAddress, callers: ['anonymous', 'customer'] },
  'PUT /custom/account/shipping/:index': { params: () => ({ index: '0' }), body: () => shippingAddress, callers: ['anonymous', 'customer'] },
  'DELETE /custom/account/shipping/:index': { params: () => ({ index: '99' }), callers: ['anonymous', 'customer'] },
  'GET /custom/account/orders': { query: () => ({ page: '1' }), callers: ['anonymous', 'customer'] },
  'GET /custom/account/orders/:uid': { params: (f) => ({ uid: f.order.uid }), callers: ['anonymous', 'customer'] },
  'POST /custom/forms': { body: () => ({ subject: 'Website Formular', email: 'pruef@example.at', firstName: 'Paula', lastName: 'Prüf', phone: '+43 1 234567', privacy: true, pagePath: '/kontakt', blockId: 'unbekannt' }) },
  'POST /custom/cart/quote': { body: (f) => ({ items: [{ product: f.world.products.schnitzel, amount: 1, unit: 'amount', parts: ['Für Linie 3', ''] }] }), callers: ['anonymous', 'customer'] },
  'GET /custom/cart': { callers: ['anonymous', 'customer'] },
  'PUT /custom/cart': { body: (f) => ({ items: [{ product: f.world.products.schnitzel, amount: 1, unit: 'amount', parts: ['Für Linie 3', ''] }] }), callers: ['anonymous', 'customer'] },
  'GET /custom/quick-entry': { query: () => ({ term: '5S8' }), callers: ['anonymous', 'customer'] },
  'POST /uploads/customer': { body: (f) => ({ name: 'foto.png', dataUrl: `data:image/png;base64,${f.png}`, kind: 'image' }) },
}

/** PUT /{collection}/:id of putUpdatePlugin, on a document that does not exist. */
const putCase: Case = { params: () => ({ id: '999999999' }), body: () => ({ name: 'Geändert' }) }
const caseOf = (route: Route): Case | undefined => CASES[route.key] ?? (/^PUT \/[\w-]+\/:id$/.test(route.key) ? putCase : undefined)

let context: TestContext
let handle: (request: Request) => Promise<Response>
let fixtures: Fixtures
let routes: Route[]
let tokens: Record<Caller, string | undefined>
let savedShopName: string | null | undefined
let requestCount = 0

beforeAll(async () => {
  context = await startTestPayload()
  const { payload } = context
  handle = restHandler(payload.config)
  routes = await customEndpoints(payload.config)
  const world = await createOrderingWorld(payload)
  const created = await createOrder(payload, world)
  const png = (await sharp({ create: { width: 8, height: 8, channels: 3, background: '#DC0814' } }).png().toBuffer()).toString('base64')
  fixtures = { world, order: { id: created.id, uid: created.uid as string, hash: created.hash as string }, png }
  savedShopName = (await payload.findGlobal({ slug: 'config', depth: 0, overrideAccess: true })).shopName
  const customer = await payload.create({ collection: 'customers', data: { isCompany: true, companyName: 'Prüf GmbH' }, depth: 0, overrideAccess: true })
  await payload.create({
    collection: 'external-users',
    data: { email: 'pruef-kunde@example.at', password: 'geheim123', firstName: 'Paula', lastName: 'Prüf', roles: ['ROLE_EXTERNAL_USER', 'ROLE_USER'], isApproved: true, customers: [customer.id] },
    depth: 0,
    overrideAccess: true,
  })
  const login = await payload.login({ collection: 'external-users', data: { email: 'pruef-kunde@example.at', password: 'geheim123' } })
  tokens = { anonymous: undefined, admin: world.staff.admin.token, customer: login.token }
})
afterAll(async () => {
  await context.payload.updateGlobal({ slug: 'config', data: { shopName: savedShopName } as never, depth: 0, overrideAccess: true })
  await context.close()
})

/** Sends one request; every request comes from a client address of its own, so no abuse limit interferes. */
async function send(route: Route, caller: Caller, params: Record<string, string>, variant: Variant, query?: Record<string, string>) {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? '1'))
  const url = new URL(`http://localhost:3000/api${path}`)
  for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value)
  const headers = new Headers({ 'x-client-address': `198.18.0.${++requestCount}` })
  if (tokens[caller]) headers.set('Authorization', `JWT ${tokens[caller]}`)
  if (variant.text !== undefined) headers.set('Content-Type', 'application/json')
  const response = await handle(new Request(url, { method: route.method, headers, body: variant.text }))
  const text = await response.text()
  return { status: response.status, text }
}

describe('malformed input is answered in German, never with a 500', () => {
  it('every custom endpoint of the config has a case, and every case an endpoint', () => {
    expect(routes.filter((route) => !caseOf(route)).map((route) => route.key)).toEqual([])
    expect(Object.keys(CASES).filter((key) => !routes.some((route) => route.key === key))).toEqual([])
    expect(routes.length).toBeGreaterThan(60)
  })

  it.each(Object.keys(CASES))('%s', (key) => expectGermanAnswers(routeOf(key), CASES[key]), 240_000)

  it('PUT /{collection}/:id of every collection (putUpdatePlugin)', async () => {
    const puts = routes.filter((route) => !CASES[route.key] && caseOf(route) === putCase)
    expect(puts.length).toBeGreaterThan(20)
    for (const route of puts) await expectGermanAnswers(route, putCase)
  }, 600_000)
})

describe('the answers named in issue 13, and one error shape on every path', () => {
  const post = async (path: string, body: unknown, caller: Caller = 'anonymous') => {
    const { status, text } = await send({ method: 'POST', path, key: `POST ${path}` }, caller, {}, { label: '', text: JSON.stringify(body) })
    return { status, body: JSON.parse(text) }
  }

  it('POST /api/orders without anything says which kinds of order there are', async () => {
    expect(await post('/orders', {})).toEqual({ status: 422, body: { errors: [{ field: 'shop', message: UNKNOWN_CHECKOUT }] } })
    const ordering = await post('/orders', { shop: 'ordering' })
    expect(ordering.status).toBe(422)
    expect(ordering.body.errors).toEqual([{ field: 'branch', message: 'Diese Angabe fehlt.' }, { field: 'items', message: 'Diese Angabe fehlt.' }])
  })

  it('POST /api/cart/quote without a branch, POST /api/analytics-log with text as data', async () => {
    expect((await post('/cart/quote', {})).body.errors).toContainEqual({ field: 'branch', message: 'Diese Angabe fehlt.' })
    expect(await post('/analytics-log', { data: 'Text' })).toEqual({ status: 422, body: { errors: [{ field: 'data', message: 'Bitte geben Sie ein Objekt an.' }] } })
  })

  it('wrong types, lengths and choices in our wording; NUL characters and deep nesting refused before anything is stored', async () => {
    const { body } = await post('/cart/quote', { branch: { id: 1 }, mode: 'abholen', deliveryArea: 'x'.repeat(201), items: [{ product: 1, amount: [] }] })
    expect(body.errors).toEqual([
      { field: 'branch', message: 'Dieser Wert ist ungültig.' },
      { field: 'mode', message: 'Bitte wählen Sie Abholung, Lieferung oder Vor Ort.' },
      { field: 'deliveryArea', message: 'Höchstens 200 Zeichen.' },
      { field: 'items.0.amount', message: 'Dieser Wert ist ungültig.' },
    ])
    expect(await post('/analytics-log', { name: 'a\u0000b' })).toEqual({ status: 422, body: { errors: [{ field: 'name', message: 'Diese Angabe enthält ein unzulässiges Zeichen.' }] } })
    const deep = await send({ method: 'POST', path: '/analytics-log', key: '' }, 'anonymous', {}, WHOLE_BODIES.find((variant) => variant.label === 'tief verschachtelt')!)
    expect({ status: deep.status, body: JSON.parse(deep.text) }).toEqual({ status: 400, body: { errors: [{ message: 'Die Anfrage ist zu tief verschachtelt.' }] } })
  })

  it('an ApiError thrown inside a Payload operation (the upload check of a hook) is answered in the same shape', async () => {
    const form = new FormData()
    form.append('file', new Blob([new TextEncoder().encode('kein Bild')], { type: 'image/png' }), 'bild.png')
    form.append('_payload', JSON.stringify({ alt: 'Bild' }))
    const response = await handle(new Request('http://localhost:3000/api/images', { method: 'POST', body: form, headers: { Authorization: `JWT ${tokens.admin}` } }))
    expect(response.status).toBe(400)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({
      errors: [{ field: 'file', message: 'Die ausgewählte Datei "bild.png" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.' }],
    })
  })
})

const routeOf = (key: string): Route => routes.find((route) => route.key === key)!

/** Sends the case's malformed bodies (whole and field by field) and queries as each caller; collects every 500 and English text. */
async function expectGermanAnswers(route: Route, entry: Case) {
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method)
  const sample = entry.body?.(fixtures)
  const variants: Variant[] = hasBody ? [...WHOLE_BODIES, ...(sample ? fieldVariants(sample) : [])] : [{ label: 'ohne Body', text: undefined }]
  const queries = entry.query ? queryVariants(entry.query(fixtures)) : [{ label: 'ohne Query', query: undefined }]
  const problems: string[] = []
  for (const caller of entry.callers ?? (['anonymous', 'admin'] as Caller[])) {
    for (const query of queries) {
      for (const variant of variants) {
        const params = (await entry.params?.(fixtures)) ?? {}
        const { status, text } = await send(route, caller, params, variant, query.query)
        problems.push(...findProblems(`${route.key} (${caller}, ${query.label}, ${variant.label})`, status, text))
      }
    }
  }
  expect(problems).toEqual([])
}
