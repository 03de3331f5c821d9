import type { Payload } from 'payload'
import sharp from 'sharp'

import { createOrder, createOrderingWorld, takeawayCheckout, type OrderingWorld } from '../ordering/fixtures'

/**
 * Near-valid requests to every custom endpoint, on an ordering world with an order and a signed-in
 * shop customer: the starting points that validationMessages.test.ts varies by hand and the fuzz
 * suite (tests/reliability) by generation.
 */

export type Caller = 'anonymous' | 'admin' | 'customer'
export type Fixtures = { payload: Payload; world: OrderingWorld; order: { id: number; uid: string; hash: string }; png: string }
/** A near-valid request to one endpoint, and who calls it. */
export type Case = {
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
  const created = await createOrder(f.payload, f.world)
  return { uid: created.uid as string, hash: created.hash as string }
}
const openBranch = (f: Fixtures) => ({ id: String(f.world.branches.open.id), branchId: String(f.world.branches.open.id), apiKey: f.world.branches.open.apiKey })
const DAY = '2026-06-15'

/** A task to view (created once per Payload instance). */
const tasks = new WeakMap<Payload, Promise<Record<string, string>>>()
const task = (f: Pick<Fixtures, 'payload'>): Promise<Record<string, string>> => {
  let found = tasks.get(f.payload)
  if (!found) {
    found = f.payload.create({ collection: 'tasks', data: { name: 'Kühlraum reinigen', status: 'open', priority: 'normal' }, depth: 0, overrideAccess: true }).then((created) => ({ id: String(created.id) }))
    tasks.set(f.payload, found)
  }
  return found
}

/** A printer at the open branch (created once per Payload instance). */
const printers = new WeakMap<Payload, Promise<Record<string, string>>>()
const printer = (f: Pick<Fixtures, 'payload' | 'world'>): Promise<Record<string, string>> => {
  let found = printers.get(f.payload)
  if (!found) {
    found = f.payload
      .create({ collection: 'devices', data: { identifier: `testdrucker-${Date.now()}`, name: 'Testdrucker', type: 'printer', branch: f.world.branches.open.id }, depth: 0, overrideAccess: true })
      .then((created) => ({ id: String(created.id) }))
    printers.set(f.payload, found)
  }
  return found
}

/** A terminal at the open branch, with its access key (created once per Payload instance). */
const terminals = new WeakMap<Payload, Promise<Record<string, string>>>()
const terminal = (f: Pick<Fixtures, 'payload' | 'world'>): Promise<Record<string, string>> => {
  let found = terminals.get(f.payload)
  if (!found) {
    found = f.payload
      .create({ collection: 'devices', data: { identifier: `terminal-${Date.now()}`, name: 'Kassenterminal', type: 'terminal', branch: f.world.branches.open.id }, depth: 0, overrideAccess: true })
      .then((created) => ({ id: String(created.id), token: created.accessToken as string }))
    terminals.set(f.payload, found)
  }
  return found
}

/** A signage TV at the open branch, with its API key (created once per Payload instance). */
const televisions = new WeakMap<Payload, Promise<Record<string, string>>>()
const television = (f: Pick<Fixtures, 'payload' | 'world'>): Promise<Record<string, string>> => {
  let found = televisions.get(f.payload)
  if (!found) {
    found = f.payload
      .create({ collection: 'digital-signage-devices', data: { identifier: `tv-${Date.now()}`, name: 'TV Gastraum', branch: f.world.branches.open.id }, depth: 0, overrideAccess: true })
      .then((created) => ({ id: String(created.id), token: created.apiKey as string }))
    televisions.set(f.payload, found)
  }
  return found
}

/** A time clock at the open branch and an employee of that branch with a user name (created once per Payload instance). */
const timeClocks = new WeakMap<Payload, Promise<Record<string, string>>>()
function timeClock(f: Pick<Fixtures, 'payload' | 'world'>): Promise<Record<string, string>> {
  let found = timeClocks.get(f.payload)
  if (!found) {
    found = (async () => {
      const branch = f.world.branches.open.id
      const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
      const clock = await f.payload.create({ collection: 'devices', data: { identifier: `stempeluhr-${suffix}`, name: 'Stempeluhr', type: 'timeClock', branch }, depth: 0, overrideAccess: true })
      const username = `stempel.${suffix}`
      await f.payload.create({
        collection: 'users',
        data: { email: `${username}@example.at`, password: 'geheim123', roles: ['ROLE_EMPLOYEE'], branches: [branch], username } as never,
        depth: 0,
        overrideAccess: true,
      })
      return { token: clock.accessToken as string, username }
    })()
    timeClocks.set(f.payload, found)
  }
  return found
}

/** A published page of blocks (created once per Payload instance). */
const blockPages = new WeakMap<Payload, Promise<Record<string, string>>>()
const blockPage = (f: Pick<Fixtures, 'payload'>): Promise<Record<string, string>> => {
  let found = blockPages.get(f.payload)
  if (!found) {
    found = f.payload
      .create({ collection: 'sites', data: { name: 'Mittagstisch', path: `/mittagstisch-${Date.now().toString(36)}`, type: 'custom_site', _status: 'published' }, depth: 0, overrideAccess: true })
      .then((created) => ({ id: String(created.id) }))
    blockPages.set(f.payload, found)
  }
  return found
}

const shippingAddress = { companyName: 'Prüf GmbH', firstName: 'Paula', lastName: 'Prüf', email: 'lager@example.at', phone: '+43 1 234567', street: 'Lagerweg 2', zipCode: '1100', city: 'Wien', country: 'Österreich' }

/** One case per custom endpoint; `PUT /{collection}/:id` (putUpdatePlugin) is covered for every collection below. */
export const CASES: Record<string, Case> = {
  'GET /health': {},
  'POST /auth/authenticate': { body: () => ({ email: 'niemand@example.at', password: 'falsch' }) },
  // sign-in, refresh and sign-out without a session of ours: a caller's session must survive the cases
  'POST /users/login': { body: () => ({ email: 'niemand@example.at', password: 'falsch', rememberMe: true }) },
  'POST /users/refresh-token': { callers: ['anonymous'] },
  'POST /users/logout': { callers: ['anonymous'] },
  'POST /external-users/login': { body: () => ({ email: 'niemand@example.at', password: 'falsch', rememberMe: true }) },
  'POST /external-users/refresh-token': { callers: ['anonymous'] },
  'POST /external-users/logout': { callers: ['anonymous'] },
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
  'POST /devices/:id/test/print': { params: printer, callers: ['admin'] },
  'POST /devices/:id/test/notification': { params: terminal, callers: ['admin'] },
  'POST /devices/:id/request-device-logs': { params: terminal, callers: ['admin'] },
  'GET /devices/link/:token/command': { params: terminal, callers: ['anonymous'] },
  'GET /devices/link/:token/events': { params: terminal, callers: ['anonymous'] },
  'POST /devices/link/:token/command': { params: terminal, body: () => ({ id: 'befehl-1', status: 'done', message: 'Erledigt', log: 'Zeile 1' }), callers: ['anonymous'] },
  'POST /digital-signage-devices/:id/command': { params: television, body: () => ({ type: 'showScene', payload: '/mittagsmenue' }), callers: ['admin'] },
  'POST /digital-signage-devices/:id/command/abort': { params: television, callers: ['admin'] },
  'GET /digital-signage-devices/link/:token/command': { params: television, callers: ['anonymous'] },
  'GET /digital-signage-devices/link/:token/events': { params: television, callers: ['anonymous'] },
  'POST /digital-signage-devices/link/:token/command': { params: television, body: () => ({ id: 'befehl-1', status: 'running', message: 'Lädt' }), callers: ['anonymous'] },
  'POST /digital-signage-devices/link/:token/heartbeat': { params: television, body: () => ({ scene: 'Mittagsmenü' }), callers: ['anonymous'] },
  'POST /orders/:id/resend-new-order-email': { params: order },
  'POST /orders/:id/resend-new-order-sms': { params: order },
  'POST /orders/:id/update-payment-status': { params: order },
  'PUT /orders/:id': { params: order, body: () => ({ comment: 'Geändert' }) },
  'GET /branches/:id/menus': { params: openBranch },
  'GET /branches/:id/availability': { params: openBranch, query: () => ({ at: new Date().toISOString(), date: DAY, mode: 'takeaway', products: '1,2' }) },
  'PUT /branches/:id': { params: openBranch, body: () => ({ closedMessage: 'Heute geschlossen.' }) },
  'GET /image-templates/:id/layers': { params: () => ({ id: '999999' }) },
  'GET /qr-codes/:id/image': { params: () => ({ id: '999999' }), query: () => ({ format: 'png' }) },
  'GET /branches/:id/qr-sheet': { params: openBranch },
  'GET /statistics/:set': { params: () => ({ set: 'revenue' }), query: (f) => ({ from: '2026-06-01', to: '2026-06-07', branch: String(f.world.branches.open.id) }) },
  'POST /tasks/:id/log-view': { params: task, callers: ['admin'] },
  'GET /time-sheets/balances': { callers: ['admin'] },
  'GET /time-sheets/holiday-balances': { callers: ['admin'] },
  'GET /time-sheets/:user/pdf': { params: (f) => ({ user: String(f.world.staff.employee.id) }), query: () => ({ month: '2026-05' }), callers: ['admin'] },
  'POST /tasks/:id/forget-view': { params: task, callers: ['admin'] },
  'GET /time-tracking/:token/:username/me': { params: timeClock },
  'GET /time-tracking/:token/:username/balances': { params: timeClock },
  'GET /time-tracking/:token/:username/working-schedules': { params: timeClock },
  'GET /time-tracking/:token/:username/working-activities': { params: timeClock },
  'POST /time-tracking/:token/:username/working-activities/start': { params: timeClock, body: () => ({ pin: '1234' }) },
  'POST /time-tracking/:token/:username/working-activities/pause': { params: timeClock, body: () => ({ pin: '1234' }) },
  'POST /time-tracking/:token/:username/working-activities/resume': { params: timeClock, body: () => ({ pin: '1234' }) },
  'POST /time-tracking/:token/:username/working-activities/end': { params: timeClock, body: () => ({ pin: '1234' }) },
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
  'POST /custom/upload-products': { body: () => ({ products: [{ uid: 'PRUEF-IMPORT-1', name: 'Prüfteil', price: 1 }], dryRun: true }) },
  // multipart/form-data with files; the JSON variants are answered 422 (no file).
  'POST /custom/upload-images': {},
  'POST /custom/upload-files': {},
  'POST /custom/cart/quote': { body: (f) => ({ items: [{ product: f.world.products.schnitzel, amount: 1, unit: 'amount', parts: ['Für Linie 3', ''] }] }), callers: ['anonymous', 'customer'] },
  'GET /custom/cart': { callers: ['anonymous', 'customer'] },
  'PUT /custom/cart': { body: (f) => ({ items: [{ product: f.world.products.schnitzel, amount: 1, unit: 'amount', parts: ['Für Linie 3', ''] }] }), callers: ['anonymous', 'customer'] },
  'GET /custom/quick-entry': { query: () => ({ term: '5S8' }), callers: ['anonymous', 'customer'] },
  'POST /uploads/customer': { body: (f) => ({ name: 'foto.png', dataUrl: `data:image/png;base64,${f.png}`, kind: 'image' }) },
  'POST /content-ai/generate/site/:id': { params: blockPage, body: () => ({ prompt: 'Unser neuer Mittagstisch ab 11 Uhr', tone: 'friendly', blocks: ['heroA', 'textContent'] }) },
  'POST /content-ai/generate/image': { body: () => ({ prompt: 'Ein Teller Wiener Schnitzel auf einem Holztisch', size: '1024x1024' }) },
}

/** PUT /{collection}/:id of putUpdatePlugin, on a document that does not exist. */
export const putCase: Case = { params: () => ({ id: '999999999' }), body: () => ({ name: 'Geändert' }) }

/** The ordering world with one order, a small PNG, and a session for the admin and for an approved shop customer. */
export async function createSampleFixtures(payload: Payload): Promise<{ fixtures: Fixtures; tokens: Record<Caller, string | undefined> }> {
  const world = await createOrderingWorld(payload)
  const created = await createOrder(payload, world)
  const png = (await sharp({ create: { width: 8, height: 8, channels: 3, background: '#DC0814' } }).png().toBuffer()).toString('base64')
  const fixtures = { payload, world, order: { id: created.id, uid: created.uid as string, hash: created.hash as string }, png }
  const customer = await payload.create({ collection: 'customers', data: { isCompany: true, companyName: 'Prüf GmbH' }, depth: 0, overrideAccess: true })
  await payload.create({
    collection: 'external-users',
    data: { email: 'pruef-kunde@example.at', password: 'geheim123', firstName: 'Paula', lastName: 'Prüf', roles: ['ROLE_EXTERNAL_USER', 'ROLE_USER'], isApproved: true, customers: [customer.id] },
    depth: 0,
    overrideAccess: true,
  })
  const login = await payload.login({ collection: 'external-users', data: { email: 'pruef-kunde@example.at', password: 'geheim123' } })
  return { fixtures, tokens: { anonymous: undefined, admin: world.staff.admin.token, customer: login.token } }
}
