import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { AddressInfo } from 'node:net'
import { getPayload, handleEndpoints } from 'payload'

import { poolOf } from '@/src/server/db/pool'
import { createAppServer } from '@/ops/server/appServer'
import { closePayload } from '@/ops/closePayload'
import { directApi } from '@/ops/server/directApi'
import { DIRECT_INSTANCE, loadDirectEndpoints } from '@/ops/server/directEndpoints'

import { orderApi, type OrderApi } from '../ordering/client'
import { createOrderingWorld, takeawayCheckout, type OrderingWorld } from '../ordering/fixtures'
import { startTestPayload, type TestContext } from '../support/testPayload'

/**
 * The app server hands POST /api/orders and GET /api/users/me to Payload's REST API itself (ops/server/directApi.ts):
 * over HTTP it must answer exactly what the REST route inside Next.js answers, and see the client
 * address the app server verified.
 */
let context: TestContext
let world: OrderingWorld
let api: OrderApi
let server: ReturnType<typeof createAppServer>
let baseUrl: string

beforeAll(async () => {
  context = await startTestPayload()
  world = await createOrderingWorld(context.payload)
  api = orderApi(context)
  const config = context.payload.config
  const answerDirectly = directApi(Promise.resolve((request: Request) => handleEndpoints({ config, request })))
  // What Next.js would answer: here a marker, so a call that is not direct shows.
  server = createAppServer((req, res) => answerDirectly(req, res) || res.writeHead(599).end('Next.js'))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await context.close()
})

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}/api/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body })

describe('POST /api/orders past Next.js', () => {
  it('places the order: 201 with its number and link key, stored with the server’s prices', async () => {
    const response = await post(JSON.stringify(takeawayCheckout(world)))
    expect(response.status).toBe(201)
    const body = (await response.json()) as { uid: string; hash: string }
    expect(body).toEqual({ uid: expect.stringMatching(/^\d{8}-\d{4,}$/), hash: expect.any(String) })
    expect(await api.order(body.uid)).toMatchObject({ mode: 'takeaway', totals: { gross: 12.9 } })
  })

  it('answers a refusal exactly as the REST route does (status, German entries, no-store)', async () => {
    const invalid = takeawayCheckout(world, { email: 'keine-adresse', items: [] })
    const direct = await post(JSON.stringify(invalid))
    const viaRoute = await api.request('POST', '/orders', { body: invalid })
    expect(direct.status).toBe(viaRoute.status)
    expect(direct.status).toBeGreaterThanOrEqual(400)
    expect(await direct.json()).toEqual(await viaRoute.json())
    expect(direct.headers.get('cache-control')).toBe('no-store')
  })

  it('refuses a body over the limit with the German 413 before reading it', async () => {
    const response = await post(JSON.stringify({ ...takeawayCheckout(world), comment: 'x'.repeat(70 * 1024) }))
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ errors: [{ message: 'Die Anfrage ist zu groß.' }] })
  })

  it('answers a retry with the same Idempotency-Key with the same order (200)', async () => {
    const body = JSON.stringify(takeawayCheckout(world))
    const key = { 'Idempotency-Key': `direkt-${Date.now()}-abcdefgh` }
    const first = await post(body, key)
    const retry = await post(body, key)
    expect([first.status, retry.status]).toEqual([201, 200])
    expect(await retry.json()).toEqual(await first.json())
  })

  it('counts the order against the address the app server verified, not one the client claims', async () => {
    const claimed = '203.0.113.77'
    const response = await post(JSON.stringify(takeawayCheckout(world)), { 'X-Client-Address': claimed, 'X-Forwarded-For': claimed })
    expect(response.status).toBe(201)
    const { rows } = await poolOf(context.payload).query<{ key: string }>(`SELECT key FROM app_runtime.rate_limit_windows WHERE key LIKE 'order:%'`)
    expect(rows.map((row) => row.key)).toContain('order:127.0.0.1')
    expect(rows.map((row) => row.key)).not.toContain(`order:${claimed}`)
  })

  it('leaves every other call to Next.js', async () => {
    expect((await fetch(`${baseUrl}/api/orders`)).status).toBe(599)
    expect((await fetch(`${baseUrl}/api/users/me`, { method: 'DELETE' })).status).toBe(599)
    expect((await fetch(`${baseUrl}/api/users/1`)).status).toBe(599)
    expect((await fetch(`${baseUrl}/api/orders/public/x`, { method: 'POST', body: '{}' })).status).toBe(599)
    expect((await fetch(`${baseUrl}/store/x`)).status).toBe(599)
  })
})

describe('GET /api/users/me past Next.js (the toolbar’s session check on every page view)', () => {
  const me = async (headers: Record<string, string> = {}) => {
    const response = await fetch(`${baseUrl}/api/users/me?depth=0`, { headers: { Accept: 'application/json', ...headers } })
    return { status: response.status, body: (await response.json()) as { user: { email: string } | null } }
  }

  it('answers no user without a session', async () => {
    expect(await me()).toMatchObject({ status: 200, body: { user: null } })
  })

  it('answers the signed-in staff member with a session, and no user for a forged token', async () => {
    expect(await me({ Authorization: `JWT ${world.staff.admin.token}` })).toMatchObject({ status: 200, body: { user: { email: world.staff.admin.email } } })
    expect(await me({ Authorization: `JWT ${world.staff.admin.token}x` })).toMatchObject({ status: 200, body: { user: null } })
  })
})

describe('the app server’s own Payload instance', () => {
  it('answers like the app’s and starts no job crons, also when a request asks Payload to (the app’s instance runs the jobs)', async () => {
    const endpoints = await loadDirectEndpoints()
    const response = await endpoints(new Request('http://localhost/api/orders', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(takeawayCheckout(world)) }))
    expect(response.status).toBe(201)
    const direct = await getPayload({ config: context.payload.config, key: DIRECT_INSTANCE })
    try {
      expect(direct).not.toBe(context.payload)
      expect(direct.crons.length).toBe(0)
    } finally {
      await closePayload(direct)
    }
  })
})
