import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { createWorld, type World } from '../access/actors'
import { samples } from '../access/samples'
import { restClient } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'

let context: TestContext
let request: ReturnType<typeof restClient>
let world: World
let sample: ReturnType<typeof samples>
let adminToken: string

/** The generic resources of back-office.md section 7 that take JSON (images and uploads take files). */
const RESOURCES = [
  'users', 'divisions', 'branches', 'departments', 'menus', 'categories', 'tags', 'products', 'orders',
  'image-templates', 'devices', 'tables', 'sites', 'redirects', 'blocks', 'nodes', 'navigations', 'donatees',
  'working-activities', 'working-schedules', 'projects', 'tasks', 'scenes', 'digital-signage-segments',
  'digital-signage-streams', 'digital-signage-devices', 'customers', 'external-users', 'analytics-leads', 'qr-codes',
]

beforeAll(async () => {
  context = await startTestPayload()
  request = restClient(context.payload.config)
  world = await createWorld(context.payload)
  const scene = await context.payload.create({ collection: 'scenes', data: { name: 'Basis', path: '/rest-basis', kind: 'content', duration: 5 }, depth: 0, overrideAccess: true })
  sample = samples(world, () => scene.id)
  await context.payload.create({ collection: 'users', data: { email: 'rest-admin@example.at', password: 'geheim123', roles: ['ROLE_ADMIN'] }, overrideAccess: true })
  const login = await request('POST', '/auth/authenticate', { body: { email: 'rest-admin@example.at', password: 'geheim123' } })
  adminToken = (await login.json()).token
})
afterAll(() => context.close())

/** POST creates a document of a generic resource. */
async function createdByPost(resource: string): Promise<{ id: number }> {
  const created = await request('POST', `/${resource}`, { body: sample[resource].data(), token: adminToken })
  expect(created.status).toBe(201)
  return (await created.json()).doc
}

/** POST /api/orders is the checkout (tested in tests/int/ordering); here the order is stored directly. */
const createdByCheckout = () =>
  context.payload.create({ collection: 'orders', data: sample.orders.data() as never, depth: 0, overrideAccess: true })

describe('generic resources: list, single, create, PUT update, delete', () => {
  it.each(RESOURCES)('%s', async (resource) => {
    const doc = resource === 'orders' ? await createdByCheckout() : await createdByPost(resource)
    expect(doc.id).toEqual(expect.any(Number))

    const list = await request('GET', `/${resource}?depth=0&limit=5`, { token: adminToken })
    expect(list.status).toBe(200)
    expect(await list.json()).toMatchObject({ docs: expect.any(Array), totalDocs: expect.any(Number), page: 1 })

    const single = await request('GET', `/${resource}/${doc.id}?depth=0`, { token: adminToken })
    expect((await single.json()).id).toBe(doc.id)

    const updated = await request('PUT', `/${resource}/${doc.id}`, { body: sample[resource].update, token: adminToken })
    expect(updated.status).toBe(200)
    expect((await updated.json()).doc).toMatchObject(sample[resource].update)

    const removed = await request('DELETE', `/${resource}/${doc.id}`, { token: adminToken })
    expect(removed.status).toBe(200)
    expect((await request('GET', `/${resource}/${doc.id}`, { token: adminToken })).status).toBe(404)
  })

  it('refuses a PUT without a session', async () => {
    const response = await request('PUT', `/divisions/1`, { body: { name: 'Übernommen' } })
    expect(response.status).toBe(403)
    expect((await response.json()).errors[0].message).toBe('Sie sind nicht berechtigt, diese Aktion auszuführen.')
  })
})

describe('session and configuration calls', () => {
  it('POST /api/auth/authenticate answers a token, or 401 with the German reason', async () => {
    const wrong = await request('POST', '/auth/authenticate', { body: { email: 'rest-admin@example.at', password: 'falsch' } })
    expect(wrong.status).toBe(401)
    expect((await wrong.json()).message).toBe('Die E-Mail-Adresse oder das Passwort sind nicht korrekt.')
    const missing = await request('POST', '/auth/authenticate', { body: { email: 'keine-adresse' } })
    expect(missing.status).toBe(422)
    expect((await missing.json()).errors).toEqual(expect.arrayContaining([{ field: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse an.' }]))
  })

  it('GET /api/users/me gives roles and branches', async () => {
    const login = await request('POST', '/auth/authenticate', { body: { email: world.actors.employeeA!.email, password: 'geheim123' } })
    const me = await request('GET', '/users/me', { token: (await login.json()).token })
    expect((await me.json()).user).toMatchObject({ roles: ['ROLE_EMPLOYEE'], branches: [expect.objectContaining({ id: world.branchA })] })
  })

  it('GET /api/init returns every entry of the initial load, and needs a session', async () => {
    expect((await request('GET', '/init')).status).toBe(401)
    const response = await request('GET', '/init', { token: adminToken })
    const entries = (await response.json()) as { url: string; data: { data: unknown } }[]
    expect(entries.map((entry) => entry.url)).toEqual([
      '/api/config', '/api/users/me', '/api/divisions', '/api/branches', '/api/menus', '/api/categories', '/api/products',
      '/api/tags', '/api/tables', '/api/sites', '/api/navigations', '/api/blocks', '/api/nodes', '/api/donatees',
    ])
    expect(entries[0].data.data).toMatchObject({ shopName: expect.any(String), currency: 'EUR' })
    expect(entries[1].data.data).toMatchObject({ email: 'rest-admin@example.at' })
    expect(entries.slice(2).every((entry) => Array.isArray(entry.data.data))).toBe(true)
  })

  it('GET and POST /api/config read everyone and save for admins only', async () => {
    expect(await (await request('GET', '/config')).json()).toMatchObject({ shopName: expect.any(String) })
    expect((await request('POST', '/config', { body: { shopName: 'Übernahme' } })).status).toBe(403)
    const saved = await request('POST', '/config', { body: { shopName: 'Alpenküche Test' }, token: adminToken })
    expect((await saved.json()).shopName).toBe('Alpenküche Test')
  })

  it('GET /api/branches/{id}/menus lists the menus of a branch, newest first', async () => {
    const payload = context.payload
    const older = await payload.create({ collection: 'menus', data: { name: 'Sommer', availableFrom: '2026-06-01T00:00:00.000Z', branches: [world.branchA] }, overrideAccess: true })
    const newer = await payload.create({ collection: 'menus', data: { name: 'Herbst', availableFrom: '2026-09-01T00:00:00.000Z', branches: [world.branchA] }, overrideAccess: true })
    await payload.create({ collection: 'menus', data: { name: 'Andere Filiale', availableFrom: '2026-09-01T00:00:00.000Z', branches: [world.branchB] }, overrideAccess: true })
    const response = await request('GET', `/branches/${world.branchA}/menus`, { token: adminToken })
    expect((await response.json()).data.map((menu: { id: number }) => menu.id)).toEqual([newer.id, older.id])
    expect((await request('GET', '/branches/999999/menus', { token: adminToken })).status).toBe(404)
  })

  it('GET /api/image-templates/{id}/layers and GET /api/fonts', async () => {
    const template = await context.payload.create({
      collection: 'image-templates',
      data: { name: 'Post', width: 1080, height: 1080, layers: [{ name: 'Titel', type: 'text', text: 'Tagesgericht', x: 40, y: 40 }] },
      overrideAccess: true,
    })
    const layers = await request('GET', `/image-templates/${template.id}/layers`, { token: adminToken })
    expect((await layers.json()).data).toEqual([expect.objectContaining({ name: 'Titel', text: 'Tagesgericht' })])
    const fonts = await (await request('GET', '/fonts')).json()
    expect(fonts.data).toEqual(expect.arrayContaining([{ family: 'Roboto', variants: expect.arrayContaining(['regular', '700']) }]))
  })
})

describe('analytics log', () => {
  it('anyone may POST an event; only admins read the log', async () => {
    const created = await request('POST', '/analytics-log', {
      body: { category: 'event', type: 'add-to-cart', name: 'Wiener Schnitzel', data: { path: '/store/wien-mariahilf', amount: 1 } },
      headers: { 'User-Agent': 'Jest' },
    })
    expect(created.status).toBe(201)
    const { id } = await created.json()
    expect((await request('GET', '/analytics-log')).status).toBe(403)
    const list = await (await request('GET', '/analytics-log?limit=5', { token: adminToken })).json()
    expect(list.docs[0]).toMatchObject({ id, type: 'add-to-cart', path: '/store/wien-mariahilf', userAgent: 'Jest' })
    const single = await (await request('GET', `/analytics-log/${id}`, { token: adminToken })).json()
    expect(single.name).toBe('Wiener Schnitzel')
  })

  it('stores the tab session an entry came with (visitors are counted by it), and refuses anything but a UUID', async () => {
    const sessionId = '0b8f2c1e-4d5a-4c3b-9e7f-1a2b3c4d5e6f'
    const created = await request('POST', '/analytics-log', { body: { category: 'navigation', type: 'page-view', name: '/', sessionId, data: { path: '/' } } })
    expect(created.status).toBe(201)
    const { id } = await created.json()
    const single = await (await request('GET', `/analytics-log/${id}`, { token: adminToken })).json()
    expect(single.sessionId).toBe(sessionId)
    const refused = await request('POST', '/analytics-log', { body: { type: 'page-view', sessionId: '203.0.113.7' } })
    expect(refused.status).toBe(422)
    expect((await refused.json()).errors[0]).toEqual({ field: 'sessionId', message: 'Die Sitzungskennung ist ungültig.' })
  })

  it('refuses oversized event data with a German message', async () => {
    const response = await request('POST', '/analytics-log', { body: { type: 'x', data: { blob: 'x'.repeat(9000) } } })
    expect(response.status).toBe(422)
    expect((await response.json()).errors[0]).toEqual({ field: 'data', message: 'Die Daten sind zu umfangreich.' })
  })
})
