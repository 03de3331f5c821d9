import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { createOrderingWorld, takeawayCheckout, type OrderingWorld } from '../ordering/fixtures'
import { restHandler } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'
import { findProblems } from './malformedInput'

/**
 * The requests of issue 20 that reached a 500 or an English answer, and what the fuzz suite
 * (tests/reliability/fuzz.test.ts) found beyond them: each is refused with a 4xx in the API's
 * shape `{ errors: [{ field?, message }] }`, in German, without SQL or stack, and stores nothing.
 */

let context: TestContext
let handle: (request: Request) => Promise<Response>
let world: OrderingWorld
let address = 0

beforeAll(async () => {
  context = await startTestPayload()
  handle = restHandler(context.payload.config)
  world = await createOrderingWorld(context.payload)
})
afterAll(() => context.close())

/** One request from an address of its own (no abuse limit interferes); the body as text, JSON unless a content type says otherwise. */
async function send(method: string, path: string, text?: string, headers: Record<string, string> = {}) {
  const sent = new Headers({ 'x-client-address': `198.18.20.${++address}`, ...(text === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers })
  const response = await handle(new Request(`http://localhost:3000/api${path}`, { method, headers: sent, body: text }))
  const answer = await response.text()
  return { status: response.status, body: JSON.parse(answer), problems: findProblems(`${method} ${path}`, response.status, answer, text) }
}

const ordersCount = async () => (await context.payload.count({ collection: 'orders', overrideAccess: true })).totalDocs

const nested = (depth: number) => `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`

describe('what reached a 500 or English is refused in German (issue 20)', () => {
  it.each([
    ['NUL in the order names', { firstName: 'Er\u0000ika', lastName: '\u0000' }],
    ['NUL in the order comment', { comment: 'Bitte\u0000klingeln' }],
    ['NUL in an item comment', { items: [{ product: 0, amount: 1, unit: 'amount', parts: [], comment: 'a\u0000b' }] }],
  ])('POST /orders with %s: 422 naming the field, and no order stored', async (_, overrides) => {
    const before = await ordersCount()
    const checkout = takeawayCheckout(world, overrides)
    if (Array.isArray((overrides as { items?: unknown }).items)) checkout.items[0].product = world.products.schnitzel
    const answer = await send('POST', '/orders', JSON.stringify({ shop: 'ordering', ...checkout }))
    expect(answer.status).toBe(422)
    expect(answer.body.errors[0].message).toBe('Diese Angabe enthält ein unzulässiges Zeichen.')
    expect(answer.problems).toEqual([])
    expect(await ordersCount()).toBe(before)
  })

  it.each([
    ['POST', '/cart/quote', { branch: 1, mode: 'takeaway', deliveryArea: 'a\u0000b', items: [] }],
    ['POST', '/analytics-log', { category: 'a\u0000b' }],
    ['POST', '/users/login', { email: 'a\u0000b@example.at', password: 'x' }],
    ['POST', '/external-users/login', { email: 'a\u0000b@example.at', password: 'x' }],
    ['POST', '/users/forgot-password', { email: 'a\u0000b@example.at' }],
    ['POST', '/external-users/forgot-password', { email: 'a\u0000b@example.at' }],
    ['POST', '/custom/account/reset-password', { email: 'a\u0000b@example.at' }],
  ])('%s %s with a NUL character: a German 4xx', async (method, path, body) => {
    const answer = await send(method, path, JSON.stringify(body))
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(answer.status).toBeLessThan(500)
    expect(answer.problems).toEqual([])
  })

  it.each(['/orders', '/cart/quote', '/analytics-log', '/users/login', '/external-users/forgot-password', '/products'])(
    'POST %s with a body nested 20,000 deep: a German 4xx',
    async (path) => {
      const answer = await send('POST', path, nested(20_000))
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
      expect(answer.problems).toEqual([])
    },
  )

  it.each([
    ['/products/abc', 400],
    ['/products/1e400', 400],
    ['/branches/99999999999999999/availability', 400],
    ['/branches/abc/menus', 404],
    ['/products?page=-3', 400],
    ['/products?where=x', 400],
    ['/products?where[name][near]=1,2,3', 400],
    ['/products?where[name][within]=x', 400],
    ['/products?where[unbekannt][equals]=1', 400],
    ['/external-users?where=%7D.0U', 400],
    ['/branches?limit=99999999999999999999', 400],
    ['/branches?limit=10&limit=abc', 400],
  ])('GET %s: %s in German, no SQL', async (path, status) => {
    const answer = await send('GET', path)
    expect(answer.status).toBe(status)
    expect(answer.problems).toEqual([])
  })

  it('a value PostgreSQL refuses is a 400 with our text, not the database’s', async () => {
    expect(await send('GET', '/products/abc')).toMatchObject({ status: 400, body: { errors: [{ message: 'Die Anfrage enthält einen ungültigen Wert.' }] } })
    expect(await send('GET', '/products?where[unbekannt][equals]=1')).toMatchObject({
      status: 400,
      body: { errors: [{ message: 'Nach diesem Feld kann nicht gesucht oder sortiert werden.' }] },
    })
  })
})

describe('Payload’s own answers are German and in the API’s shape', () => {
  it('a path no endpoint has, and a collection without endpoints: 404 in German', async () => {
    for (const [method, path] of [['GET', '/unbekannt'], ['POST', '/unbekannt/x'], ['POST', '/og'], ['GET', '/og/x'], ['GET', '/globals/unbekannt'], ['GET', '/payload-migrations'], ['DELETE', '/products/1/x']]) {
      const answer = await send(method, path)
      expect({ path, status: answer.status, body: answer.body }).toEqual({ path, status: 404, body: { errors: [{ message: 'Diese Adresse wurde nicht gefunden.' }] } })
    }
  })

  it('login without an e-mail address, with broken JSON or a broken multipart body', async () => {
    const withoutEmail = await send('POST', '/users/login', JSON.stringify({ password: 'x' }))
    expect(withoutEmail).toMatchObject({ status: 400, body: { errors: [{ message: 'Das folgende Feld ist nicht korrekt: email', data: { errors: [{ path: 'email' }] } }] } })
    expect(withoutEmail.problems).toEqual([])
    const broken = await send('POST', '/users/login', '{"email":')
    const multipart = await send('POST', '/external-users/login', '{"email":"a@example.at"}', { 'Content-Type': 'multipart/form-data; boundary=xyz' })
    for (const answer of [broken, multipart]) {
      expect(answer.status).toBe(400)
      expect(answer.problems).toEqual([])
    }
  })

  it('a reset or verification token that does not exist, a refresh without session: German', async () => {
    const reset = await send('POST', '/users/reset-password', JSON.stringify({ token: 'abc', password: 'Einkauf-2026!' }))
    expect(reset).toMatchObject({ status: 403, body: { errors: [{ message: 'Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.' }] } })
    expect(await send('POST', '/users/verify/abc')).toMatchObject({ status: 403, body: { errors: [{ message: 'Der Bestätigungslink ist ungültig.' }] } })
    const refresh = await send('POST', '/users/refresh-token', '{}')
    expect(refresh.status).toBeLessThan(500)
    expect(refresh.problems).toEqual([])
  })

  it('a multipart request to a collection without uploads: 400, not 500', async () => {
    const answer = await send('POST', '/digital-signage-streams', JSON.stringify({ name: 'x' }), { 'Content-Type': 'multipart/form-data' })
    expect(answer).toMatchObject({ status: 400, body: { errors: [{ message: 'Diese Anfrage darf keine Datei enthalten.' }] } })
  })

  it('a path with broken percent-encoding: 400, not 500', async () => {
    const answer = await send('GET', '/orders/public/%E0%A4%A/x')
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(answer.status).toBeLessThan(500)
    expect(answer.problems).toEqual([])
  })
})
