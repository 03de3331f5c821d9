import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { UNKNOWN_CHECKOUT } from '@/src/server/orders/checkoutShop'

import { customEndpoints, type Route } from '../support/customEndpoints'
import { restHandler } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'
import { fieldVariants, findProblems, queryVariants, WHOLE_BODIES, type Variant } from './malformedInput'
import { CASES, createSampleFixtures, putCase, type Caller, type Case, type Fixtures } from './sampleRequests'
import { answerText } from '../support/answerText'

/**
 * Every custom endpoint (root, collections, globals) answers malformed input with German messages
 * and never with a 500: zod's English defaults must not leak, wherever a schema names no text.
 */

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
  savedShopName = (await payload.findGlobal({ slug: 'config', depth: 0, overrideAccess: true })).shopName
  ;({ fixtures, tokens } = await createSampleFixtures(payload))
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
  const text = await answerText(response)
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
        problems.push(...findProblems(`${route.key} (${caller}, ${query.label}, ${variant.label})`, status, text, variant.text))
      }
    }
  }
  expect(problems).toEqual([])
}
