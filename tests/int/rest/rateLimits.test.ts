import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { trustedProxies } from '@/src/server/http/clientAddress'

import { startHttpApi, type HttpApi } from '../support/httpApi'
import { restClient, restHandler } from '../support/rest'
import { startSecondApiProcess } from '../support/secondApiProcess'
import { startTestPayload, type TestContext } from '../support/testPayload'
import { setEnvironment } from '../support/environment'

const TOO_MANY = 'Zu viele Anfragen. Bitte versuchen Sie es in Kürze erneut.'
/** The sign-in limit names the minutes until the next try (spec 002 §4); its window is one minute. */
const TOO_MANY_SIGN_INS = 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 1 Minute erneut.'
const TOO_LARGE = 'Die Anfrage ist zu groß.'

let context: TestContext
let direct: HttpApi
let behindProxy: HttpApi
let clientNumber = 0

const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) })
const wrongLogin = (base: string, headers: Record<string, string> = {}) =>
  post(base, '/users/login', { email: 'admin@alpenkueche.at', password: 'falsch' }, headers)
const forged = () => ({ 'X-Forwarded-For': `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` })

let restoreLimits: () => void

beforeAll(async () => {
  restoreLimits = setEnvironment({ LOGIN_RATE_LIMIT: '3', ORDER_RATE_LIMIT: '4', SIGNUP_RATE_LIMIT: '2' })
  context = await startTestPayload()
  direct = await startHttpApi(context.payload.config)
  behindProxy = await startHttpApi(context.payload.config, trustedProxies('127.0.0.1'))
})
afterAll(async () => {
  restoreLimits()
  await direct.close()
  await behindProxy.close()
  await context.close()
})

describe('abuse limits keyed on the address the app server verified', () => {
  it('a forged X-Forwarded-For does not escape the sign-in limit; the 429 says when to retry', async () => {
    for (let attempt = 0; attempt < 3; attempt++) expect((await wrongLogin(direct.url, forged())).status).toBe(401)
    const refused = await wrongLogin(direct.url, forged())
    expect(refused.status).toBe(429)
    expect((await refused.json()).errors).toEqual([{ message: TOO_MANY_SIGN_INS }])
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    // the staff sign-in of the call catalogue counts against the same window
    expect((await post(direct.url, '/auth/authenticate', { email: 'a@b.at', password: 'x' }, forged())).status).toBe(429)
  })

  it('behind a configured proxy every forwarded client has a window of its own', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await wrongLogin(behindProxy.url, { 'X-Forwarded-For': '198.51.100.1' })).status).toBe(401)
    }
    expect((await wrongLogin(behindProxy.url, { 'X-Forwarded-For': '198.51.100.1' })).status).toBe(429)
    expect((await wrongLogin(behindProxy.url, { 'X-Forwarded-For': '198.51.100.2' })).status).toBe(401)
  })

  it('limits self sign-up of shop accounts', async () => {
    const headers = { 'X-Forwarded-For': '198.51.100.30' }
    const signup = (index: number) =>
      post(behindProxy.url, '/external-users', { email: `neu${index}@example.at`, password: 'geheim123', firstName: 'Neu', lastName: 'Kunde' }, headers)
    expect((await signup(1)).status).not.toBe(429)
    expect((await signup(2)).status).not.toBe(429)
    expect((await signup(3)).status).toBe(429)
  })

  it.each<[string, 'GET' | 'POST', string, unknown]>([
    ['LOGIN_RATE_LIMIT', 'POST', '/external-users/login', { email: 'kunde@example.at', password: 'falsch' }],
    ['PASSWORD_RESET_RATE_LIMIT', 'POST', '/external-users/forgot-password', { email: 'kunde@example.at' }],
    ['PASSWORD_RESET_RATE_LIMIT', 'POST', '/external-users/reset-password', { token: 'abc', password: 'geheim123' }],
    ['ORDER_RATE_LIMIT', 'POST', '/orders', {}],
    ['PUBLIC_ORDER_RATE_LIMIT', 'GET', '/orders/public/00001/kein-hash', undefined],
    ['CUSTOMER_UPLOAD_RATE_LIMIT', 'POST', '/uploads/customer', {}],
    ['ANALYTICS_RATE_LIMIT', 'POST', '/analytics-log', { category: 'Test' }],
    ['CONTACT_FORM_RATE_LIMIT', 'POST', '/custom/forms', {}],
  ])('%s limits %s %s', async (variable, method, path, body) => {
    const previous = process.env[variable]
    process.env[variable] = '1'
    try {
      const request = restClient(context.payload.config)
      const headers = { 'X-Client-Address': `192.0.2.${++clientNumber}` }
      expect((await request(method, path, { body, headers })).status).not.toBe(429)
      const refused = await request(method, path, { body, headers })
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
      expect((await refused.json()).errors).toEqual([{ message: variable === 'LOGIN_RATE_LIMIT' ? TOO_MANY_SIGN_INS : TOO_MANY }])
    } finally {
      // Assigning undefined to process.env would store the text 'undefined' for the files after this one.
      if (previous === undefined) delete process.env[variable]
      else process.env[variable] = previous
    }
  })

  it('two server processes on one database share one limit', async () => {
    const second = await startSecondApiProcess({ TRUSTED_PROXIES: '127.0.0.1', ORDER_RATE_LIMIT: '4' })
    try {
      const headers = { 'X-Forwarded-For': '203.0.113.50' }
      const statuses: number[] = []
      for (const base of [behindProxy.url, second.url, behindProxy.url, second.url, behindProxy.url, second.url]) {
        statuses.push((await post(base, '/orders', {}, headers)).status)
      }
      expect(statuses.slice(0, 4)).not.toContain(429)
      expect(statuses.slice(4)).toEqual([429, 429])
    } finally {
      await second.stop()
    }
  }, 120_000)
})

describe('body limits of the custom JSON endpoints', () => {
  const oneMegabyte = { comment: 'x'.repeat(1024 * 1024) }

  it('answers 413 with a German message for a 1 MB order, declared length or not', async () => {
    const viaHttp = await post(behindProxy.url, '/orders', oneMegabyte, { 'X-Forwarded-For': '203.0.113.60' })
    expect(viaHttp.status).toBe(413)
    expect((await viaHttp.json()).errors).toEqual([{ message: TOO_LARGE }])
    const inProcess = await restClient(context.payload.config)('POST', '/orders', { body: oneMegabyte, headers: { 'X-Client-Address': '203.0.113.61' } })
    expect(inProcess.status).toBe(413)
  })

  it('refuses a 1 MB body on the quote, analytics and staff sign-in calls too', async () => {
    const request = restClient(context.payload.config)
    for (const path of ['/cart/quote', '/analytics-log', '/auth/authenticate']) {
      const response = await request('POST', path, { body: oneMegabyte, headers: { 'X-Client-Address': '203.0.113.62' } })
      expect([path, response.status]).toEqual([path, 413])
    }
  })

  it('aborts a multipart upload over 10 MB while it streams: 413 with a German message', async () => {
    await context.payload.create({ collection: 'users', data: { email: 'limits-admin@example.at', password: 'geheim123', roles: ['ROLE_ADMIN'] }, overrideAccess: true })
    const { token } = await context.payload.login({ collection: 'users', data: { email: 'limits-admin@example.at', password: 'geheim123' } })
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(11 * 1024 * 1024)], { type: 'image/png' }), 'riesig.png')
    form.append('_payload', JSON.stringify({ alt: 'zu groß' }))
    const response = await restClient(context.payload.config)('POST', '/images', { form, token })
    expect(response.status).toBe(413)
    expect((await response.json()).errors[0].message).toBe('Die Datei ist zu groß (höchstens 10 MB).')
  })

  it('answers 400, not 500, when the client stops sending the body', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"items": ['))
        controller.error(new Error('aborted'))
      },
    })
    const request = new Request('http://localhost:3000/api/orders', {
      method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Client-Address': '203.0.113.70' }, body, duplex: 'half',
    } as RequestInit)
    const response = await restHandler(context.payload.config)(request)
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual([{ message: 'Die Anfrage wurde abgebrochen.' }])
  })
})
