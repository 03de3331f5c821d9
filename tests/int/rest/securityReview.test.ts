import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { sql } from '@payloadcms/db-postgres'

import { TRACKING_URL_MESSAGE } from '@/src/domain/orders/trackingUrl'

import { createWorld, unique, type World } from '../access/actors'
import { createOrder, createOrderingWorld, type OrderingWorld } from '../ordering/fixtures'
import { restClient } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'

let context: TestContext
let request: ReturnType<typeof restClient>
let world: World
let ordering: OrderingWorld
const tokens: Record<'external' | 'employee' | 'admin', string> = { external: '', employee: '', admin: '' }

beforeAll(async () => {
  context = await startTestPayload()
  request = restClient(context.payload.config)
  world = await createWorld(context.payload)
  ordering = await createOrderingWorld(context.payload)
  const login = (collection: 'users' | 'external-users', email: unknown) =>
    context.payload.login({ collection, data: { email: email as string, password: 'geheim123' } }).then((result) => result.token!)
  tokens.external = await login('external-users', world.actors.external!.email)
  tokens.employee = await login('users', world.actors.employeeA!.email)
  tokens.admin = await login('users', world.actors.admin!.email)
})
afterAll(() => context.close())

describe('analytics never store an order\'s link secret', () => {
  it('POST /api/analytics-log scrubs status and order-file links from name, path and data, and drops hash fields', async () => {
    const secret = 'Xq3_vB8-kL2mN9pR4sT7wY1zA6cE0fH5'
    const status = `/status/20261121-1042/${secret}`
    const response = await request('POST', '/analytics-log', {
      headers: { 'X-Forwarded-For': '10.77.0.1' },
      body: {
        category: 'navigation', type: 'page-view', action: 'view', name: status,
        data: {
          source: 'router', path: `${status}?tab=1`, title: 'Bestellstatus',
          documentReferrer: `https://shop.example.at${status}`, hash: secret,
          links: [{ pdf: `https://shop.example.at/upload/order/20261121-1042/${secret}/7-1.pdf` }],
        },
      },
    })
    expect(response.status).toBe(201)
    const stored = await context.payload.findByID({ collection: 'analytics-logs', id: (await response.json()).id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({
      name: '/status/:uid/:hash',
      path: '/status/:uid/:hash?tab=1',
      data: {
        source: 'router', path: '/status/:uid/:hash?tab=1', title: 'Bestellstatus', documentReferrer: 'https://shop.example.at/status/:uid/:hash',
        links: [{ pdf: 'https://shop.example.at/upload/order/:uid/:hash/7-1.pdf' }],
      },
    })
    expect(stored.data).not.toHaveProperty('hash')
    expect(JSON.stringify(stored)).not.toContain(secret)
  })
})

describe('site drafts and versions only for those who edit the site', () => {
  let siteId: number
  beforeAll(async () => {
    const site = await context.payload.create({
      collection: 'sites', data: { name: 'Über uns', path: `/${unique('ueber-uns')}`, type: 'default', _status: 'published' }, depth: 0, overrideAccess: true,
    })
    siteId = site.id
    await context.payload.update({ collection: 'sites', id: siteId, data: { name: 'Entwurf: neue Preise ab Mai' }, draft: true, depth: 0, overrideAccess: true })
  })

  it.each(['anonymous', 'external', 'employee'] as const)('%s: the version history is refused and drafts stay hidden', async (who) => {
    const token = who === 'anonymous' ? undefined : tokens[who]
    const versions = await request('GET', `/sites/versions?where[parent][equals]=${siteId}`, { token })
    expect(versions.status).toBe(403)
    const draft = await request('GET', `/sites/${siteId}?draft=true&depth=0`, { token })
    expect(await draft.text()).not.toContain('Entwurf: neue Preise ab Mai')
    const published = await request('GET', `/sites/${siteId}?depth=0`, { token })
    expect(published.status).toBe(200)
    expect((await published.json()).name).toBe('Über uns')
  })

  it('an admin reads the versions and the draft', async () => {
    const versions = await request('GET', `/sites/versions?where[parent][equals]=${siteId}&depth=0`, { token: tokens.admin })
    expect(versions.status).toBe(200)
    expect((await versions.json()).docs.map((doc: { version: { name: string } }) => doc.version.name)).toContain('Entwurf: neue Preise ab Mai')
    const draft = await request('GET', `/sites/${siteId}?draft=true&depth=0`, { token: tokens.admin })
    expect((await draft.json()).name).toBe('Entwurf: neue Preise ab Mai')
  })
})

describe('tracking URLs are https only', () => {
  it('staff cannot store a tracking URL that is not https (German message); an https one is shown to the customer', async () => {
    const order = await createOrder(context.payload, ordering)
    const patch = (trackingUrl: string) => request('PATCH', `/orders/${order.id}`, { body: { snapshot: { trackingUrl } }, token: ordering.staff.employee.token })
    for (const refused of ['javascript:alert(document.cookie)', 'http://tracking.example.at/123', 'data:text/html,<b>x</b>', '/intern', 'https://']) {
      const response = await patch(refused)
      expect(response.status).toBe(400)
      expect(JSON.stringify(await response.json())).toContain(TRACKING_URL_MESSAGE)
    }
    expect((await patch('https://www.post.at/sv/sendungsdetails?snr=1234567890')).status).toBe(200)
    const view = await request('GET', `/orders/public/${order.uid}/${order.hash}`).then((response) => response.json())
    expect(view.snapshot.trackingUrl).toBe('https://www.post.at/sv/sendungsdetails?snr=1234567890')
  })

  it('a stored non-https tracking URL (older data) is not handed to the status page', async () => {
    const order = await createOrder(context.payload, ordering)
    await context.payload.db.drizzle.execute(sql`UPDATE orders SET snapshot_tracking_url = 'javascript:alert(1)' WHERE id = ${order.id}`)
    const view = await request('GET', `/orders/public/${order.uid}/${order.hash}`).then((response) => response.json())
    expect(view.snapshot.trackingUrl).toBeNull()
  })
})
