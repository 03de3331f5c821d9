import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { CollectionSlug, Payload } from 'payload'
import sharp from 'sharp'

import { createOrder, createOrderingWorld } from '../ordering/fixtures'
import { isServerError } from '../rest/malformedInput'
import { CASES, type Case } from '../rest/sampleRequests'
import { customEndpoints, type Route } from '../support/customEndpoints'
import { restHandler } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'
import { createWorld, PASSWORD, ROLES, unique, type Role } from './actors'
import { ENDPOINTS, putUpdateCollection, type EndpointRow, type MatrixFixtures } from './endpointExpectations'
import { EXPECTED } from './expectations'
import { createSampleRefs, samples } from './samples'
import { matrixTally, outcomePerRole } from './tally'
import { answerText } from '../support/answerText'

/**
 * Every custom endpoint (root, collections, putUpdatePlugin's PUT of every collection) × every role
 * through the REST layer in-process, with the shared near-valid sample requests. An answer of 401,
 * 403 or 404 counts as refused, any other as let through; a server error fails the row.
 */

let context: TestContext
let payload: Payload
let handle: (request: Request) => Promise<Response>
let routes: Route[]
let f: MatrixFixtures
let tokens: Record<Role, string | undefined>
let requestCount = 0
const tally = matrixTally('access matrix (custom endpoints)')

const shippingAddress = (street: string) => ({
  value: { companyName: 'Lager GmbH', email: 'lager@example.at', phone: '+43 1 234567', street, zipCode: '1100', city: 'Wien', country: 'AT' },
})

/** A new approved shop customer who signs in with PASSWORD. */
async function customerAccount(): Promise<{ email: string; password: string }> {
  const email = `${unique('anmelden')}@example.at`
  await payload.create({ collection: 'external-users', data: { email, password: PASSWORD, firstName: 'Anna', lastName: 'Anmeldung', isApproved: true }, depth: 0, overrideAccess: true })
  return { email, password: PASSWORD }
}

async function createFixtures(): Promise<MatrixFixtures> {
  const world = await createOrderingWorld(payload)
  const created = await createOrder(payload, world)
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#DC0814' } }).png().toBuffer()
  const access = await createWorld(payload, { branchA: world.branches.open.id, branchB: world.branches.other.id })
  const scene = await payload.create({ collection: 'scenes', data: { name: 'Basis', path: `/${unique('szene')}`, kind: 'content', duration: 5 }, depth: 0, overrideAccess: true })
  const refs = await createSampleRefs(payload, access, png)
  for (const [customer, street] of [[access.customerOwn, 'Eigene Lagerstraße'], [access.customerOther, 'Fremde Lagerstraße']] as const) {
    const data = { shippingAddresses: [shippingAddress(`${street} 1`), shippingAddress(`${street} 2`), shippingAddress(`${street} 3`)] }
    await payload.update({ collection: 'customers', id: customer, data: { data } as never, depth: 0, overrideAccess: true })
  }
  const paymentOrder = async (paymentMethod: string) => {
    const paid = await createOrder(payload, world, { paymentMethod, paymentStatus: 'open' })
    return { order: paid.uid as string, hash: paid.hash as string }
  }
  const partsOrder = await createOrder(payload, world, { shop: 'parts', customer: access.customerOwn, externalUser: access.actors.external!.id })
  const part = await payload.create({
    collection: 'products',
    data: { name: 'Zahnradpumpe', uid: unique('5S9'), catalogue: 'parts', unit: 'amount', price: 480, isEnabled: true },
    depth: 0,
    overrideAccess: true,
  })
  const template = await payload.create({ collection: 'image-templates', data: { name: unique('Vorlage'), width: 1080, height: 1080 }, depth: 0, overrideAccess: true })
  const log = await payload.create({ collection: 'analytics-logs', data: { category: 'page', type: 'view', action: 'open', name: '/' }, depth: 0, overrideAccess: true })
  return {
    payload,
    world,
    order: { id: created.id, uid: created.uid as string, hash: created.hash as string },
    png: png.toString('base64'),
    access,
    sample: samples(access, () => scene.id, () => refs),
    partsOrder: { uid: partsOrder.uid as string },
    paymentOrders: { mollie: await paymentOrder('mollie'), datatrans: await paymentOrder('datatrans') },
    part: { id: part.id, uid: part.uid as string },
    templateId: template.id,
    analyticsLogId: log.id,
    staffCredentials: { email: world.staff.employee.email, password: world.staff.employee.password },
    customerCredentials: await customerAccount(),
    resetToken: async () => {
      const email = `${unique('vergessen')}@example.at`
      await payload.create({ collection: 'external-users', data: { email, password: PASSWORD, firstName: 'Vera', lastName: 'Vergessen', isApproved: true }, depth: 0, overrideAccess: true })
      return payload.forgotPassword({ collection: 'external-users', data: { email }, disableEmail: true })
    },
  }
}

beforeAll(async () => {
  process.env.PASSWORD_RESET_RATE_LIMIT = '1000'
  context = await startTestPayload()
  payload = context.payload
  handle = restHandler(payload.config)
  routes = await customEndpoints(payload.config)
  f = await createFixtures()
  tokens = { anonymous: undefined } as Record<Role, string | undefined>
  for (const role of ROLES.filter((role) => role !== 'anonymous')) {
    const actor = f.access.actors[role]!
    tokens[role] = (await payload.login({ collection: actor.collection as 'users', data: { email: String(actor.email), password: PASSWORD } })).token
  }
})
afterAll(() => context.close())

type SampleRequest = { params: Record<string, string>; body?: Record<string, unknown>; query?: Record<string, string> }

/** PUT /{collection}/:id as EXPECTED says: the collection's update row, on its sample target. */
function putRow(collection: string): EndpointRow {
  const { own, update } = f.sample[collection]
  return {
    allowed: EXPECTED[collection].update,
    params: async () => {
      if (own) return { id: String(own().target) }
      const { data, file } = f.sample[collection]
      const doc = await payload.create({ collection: collection as CollectionSlug, data: data() as never, file: file?.(), depth: 0, overrideAccess: true })
      return { id: String(doc.id) }
    },
    body: () => update,
  }
}

const rowOf = (key: string): EndpointRow => ENDPOINTS[key] ?? putRow(putUpdateCollection(key)!)

/** The request of a row: its own parts where it names them, else the shared sample request. */
async function requestOf(key: string, row: EndpointRow): Promise<SampleRequest> {
  const shared: Case = CASES[key] ?? {}
  return {
    params: (await (row.params ?? shared.params)?.(f)) ?? {},
    body: (row.body ?? shared.body)?.(f),
    query: (row.query ?? shared.query)?.(f),
  }
}

/** A session of the role's own, for a call that ends it (the role's shared session stays valid). */
async function ownSession(role: Role): Promise<string | undefined> {
  const actor = f.access.actors[role]
  if (!actor) return undefined
  return (await payload.login({ collection: actor.collection as 'users', data: { email: String(actor.email), password: PASSWORD } })).token
}

/** Sends one request as the role, from a client address of its own (no abuse limit interferes). */
async function send(route: Route, role: Role, { params, body, query }: SampleRequest, token = tokens[role]): Promise<{ status: number; text: string }> {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? '1'))
  const url = new URL(`http://localhost:3000/api${path}`)
  for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value)
  const headers = new Headers({ 'x-client-address': `198.19.${Math.floor(++requestCount / 250)}.${requestCount % 250}` })
  if (token) headers.set('Authorization', `JWT ${token}`)
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  const response = await handle(new Request(url, { method: route.method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' }))
  return { status: response.status, text: await answerText(response) }
}

const REFUSED = [401, 403, 404]

describe('access matrix: custom endpoints', () => {
  const keys = [...Object.keys(ENDPOINTS), ...Object.keys(EXPECTED).map((collection) => `PUT /${collection}/:id`)]

  it.each(keys)('%s', async (key) => {
    const route = routes.find((candidate) => candidate.key === key)
    if (!route) return // collections without the PUT (uploads): completeness.test.ts names every route
    const row = rowOf(key)
    const answers = {} as Record<Role, { status: number; text: string }>
    const outcome = await outcomePerRole(async (role) => {
      answers[role] = await send(route, role, await requestOf(key, row), row.endsSession ? await ownSession(role) : tokens[role])
      if (isServerError(answers[role].status, answers[role].text)) throw new Error(`${key} as ${role}: ${answers[role].status} ${answers[role].text.slice(0, 300)}`)
      return !REFUSED.includes(answers[role].status)
    })
    const mismatches = Object.values(tally.check(key, outcome, row.allowed)).flat()
    if (row.sees) {
      const text = row.sees.text(f)
      const sees = Object.fromEntries(ROLES.map((role) => [role, outcome[role] && answers[role].text.includes(text)])) as Record<Role, boolean>
      mismatches.push(...Object.values(tally.check(`${key} shows the entry of branch A or the first customer`, sees, row.sees.roles)).flat())
    }
    const statuses = ROLES.map((role) => `${role} ${answers[role].status}`).join(', ')
    expect(mismatches.length ? [...mismatches, statuses] : []).toEqual([])
  })

  it('checked every endpoint and found no unexpected allow', () => {
    expect(tally.figures.cells).toBeGreaterThan(routes.length * ROLES.length)
    expect(tally.figures.unexpectedAllows).toEqual([])
  })
})
