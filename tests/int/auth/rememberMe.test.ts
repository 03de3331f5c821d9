import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { unique } from '../access/actors'
import { restClient } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'

/**
 * 'Angemeldet bleiben' (issue 26 §2.3, back-office.md section 9): a sign-in of the shop and of the
 * back office lasts 1 day, or 14 days when chosen: the token, its stored session and its cookie. The
 * shop's form sends `rememberMe`; the back office's checkbox sets the 'remember-me' cookie, which
 * Payload's login form sends along (as multipart `_payload`, the way the admin posts it).
 */

const DAY = 24 * 60 * 60
const PASSWORD = 'geheim123'

let context: TestContext
let request: ReturnType<typeof restClient>
let clients = 0

beforeAll(async () => {
  context = await startTestPayload()
  request = restClient(context.payload.config)
})
afterAll(() => context?.close())

const clientHeaders = (extra: Record<string, string> = {}) => ({ 'x-client-address': `remember-${++clients}-${unique('client')}`, ...extra })

type Signed = { status: number; token: string; lifetime: number; sessionSeconds: number; cookies: Map<string, string>; body: Record<string, unknown> }

function jwtClaims(token: string): { exp: number; iat: number; sid?: string; id: number } {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'))
}

/** Set-Cookie lines by cookie name. */
function setCookies(response: Response): Map<string, string> {
  return new Map(response.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]))
}

/** Seconds from now until the cookie's Expires (negative: removed). */
function cookieSeconds(line: string | undefined): number {
  const expires = /Expires=([^;]+)/.exec(line ?? '')?.[1]
  if (!expires) throw new Error(`no Expires in ${line}`)
  return (new Date(expires).getTime() - Date.now()) / 1000
}

async function sessionSecondsOf(collection: 'users' | 'external-users', token: string): Promise<number> {
  const { id, sid } = jwtClaims(token)
  const user = (await context.payload.findByID({ collection, id, depth: 0, overrideAccess: true, showHiddenFields: true })) as { sessions?: { id: string; expiresAt: string }[] }
  const session = user.sessions?.find((entry) => entry.id === sid)
  if (!session) throw new Error('no stored session for the token')
  return (new Date(session.expiresAt).getTime() - Date.now()) / 1000
}

async function signedIn(collection: 'users' | 'external-users', response: Response): Promise<Signed> {
  const body = (await response.json()) as Record<string, unknown>
  const token = String(body.token ?? '')
  const claims = token ? jwtClaims(token) : { exp: 0, iat: 0 }
  return {
    status: response.status,
    token,
    lifetime: claims.exp - claims.iat,
    sessionSeconds: token ? await sessionSecondsOf(collection, token) : 0,
    cookies: setCookies(response),
    body,
  }
}

async function staffAccount(): Promise<string> {
  const email = `${unique('bleiben')}@example.at`
  await context.payload.create({
    collection: 'users', depth: 0, overrideAccess: true,
    data: { email, password: PASSWORD, firstName: 'Sabine', lastName: 'Service', roles: ['ROLE_EMPLOYEE'] },
  })
  return email
}

async function shopAccount(): Promise<string> {
  const email = `${unique('bleiben')}@example.at`
  await context.payload.create({
    collection: 'external-users', depth: 0, overrideAccess: true,
    data: { email, password: PASSWORD, firstName: 'Karl', lastName: 'Kunde', roles: ['ROLE_EXTERNAL_USER', 'ROLE_USER'], isApproved: true },
  })
  return email
}

/** The back office's login form: multipart with the fields as JSON in `_payload`. */
function adminForm(email: string): FormData {
  const form = new FormData()
  form.append('_payload', JSON.stringify({ email, password: PASSWORD }))
  return form
}

const expectAbout = (seconds: number, expected: number) => {
  expect(seconds).toBeGreaterThan(expected - 120)
  expect(seconds).toBeLessThanOrEqual(expected + 1)
}

describe('shop sign-in (external users)', () => {
  it('without the choice: token, session and cookie last 1 day, and no remember-me cookie stays', async () => {
    const email = await shopAccount()
    const signed = await signedIn('external-users', await request('POST', '/external-users/login', { body: { email, password: PASSWORD }, headers: clientHeaders() }))
    expect(signed.status).toBe(200)
    expect(signed.lifetime).toBe(DAY)
    expectAbout(signed.sessionSeconds, DAY)
    expectAbout(cookieSeconds(signed.cookies.get('payload-token')), DAY)
    expect(signed.cookies.get('payload-token')).toMatch(/HttpOnly/)
    expect(cookieSeconds(signed.cookies.get('remember-me'))).toBeLessThan(0)
    expect(signed.body.user).toMatchObject({ email })
  })

  it("with 'Angemeldet bleiben': token, session and cookie last 14 days, and the remember-me cookie 14 days", async () => {
    const email = await shopAccount()
    const signed = await signedIn('external-users', await request('POST', '/external-users/login', { body: { email, password: PASSWORD, rememberMe: true }, headers: clientHeaders() }))
    expect(signed.status).toBe(200)
    expect(signed.lifetime).toBe(14 * DAY)
    expectAbout(signed.sessionSeconds, 14 * DAY)
    expectAbout(cookieSeconds(signed.cookies.get('payload-token')), 14 * DAY)
    expect(signed.cookies.get('remember-me')).toMatch(/^remember-me=1;/)
    expectAbout(cookieSeconds(signed.cookies.get('remember-me')), 14 * DAY)
  })

  it("the form's answer wins over an old remember-me cookie", async () => {
    const email = await shopAccount()
    const signed = await signedIn('external-users', await request('POST', '/external-users/login', {
      body: { email, password: PASSWORD, rememberMe: false }, headers: clientHeaders({ Cookie: 'remember-me=1' }),
    }))
    expect(signed.lifetime).toBe(DAY)
    expect(cookieSeconds(signed.cookies.get('remember-me'))).toBeLessThan(0)
  })

  it('a wrong password is still refused with the German message and no cookie', async () => {
    const email = await shopAccount()
    const response = await request('POST', '/external-users/login', { body: { email, password: 'falsch-falsch', rememberMe: true }, headers: clientHeaders() })
    expect(response.status).toBe(401)
    expect(setCookies(response).size).toBe(0)
    const body = (await response.json()) as { errors: { message: string }[] }
    expect(body.errors[0].message).toMatch(/E-Mail|Passwort|Anmeldung/)
  })
})

describe('back-office sign-in (staff)', () => {
  it('without the checkbox: 1 day', async () => {
    const email = await staffAccount()
    const signed = await signedIn('users', await request('POST', '/users/login', { form: adminForm(email), headers: clientHeaders() }))
    expect(signed.status).toBe(200)
    expect(signed.lifetime).toBe(DAY)
    expectAbout(signed.sessionSeconds, DAY)
    expectAbout(cookieSeconds(signed.cookies.get('payload-token')), DAY)
  })

  it("with the checkbox's remember-me cookie: 14 days, kept by a refresh; a refresh without it is 1 day", async () => {
    const email = await staffAccount()
    const signed = await signedIn('users', await request('POST', '/users/login', { form: adminForm(email), headers: clientHeaders({ Cookie: 'remember-me=1' }) }))
    expect(signed.lifetime).toBe(14 * DAY)
    expectAbout(signed.sessionSeconds, 14 * DAY)
    expectAbout(cookieSeconds(signed.cookies.get('payload-token')), 14 * DAY)

    const kept = await request('POST', '/users/refresh-token', { token: signed.token, headers: clientHeaders({ Cookie: 'remember-me=1' }) })
    expect(kept.status).toBe(200)
    const keptBody = (await kept.json()) as { refreshedToken: string }
    const keptClaims = jwtClaims(keptBody.refreshedToken)
    expect(keptClaims.exp - keptClaims.iat).toBe(14 * DAY)
    expectAbout(await sessionSecondsOf('users', keptBody.refreshedToken), 14 * DAY)
    expectAbout(cookieSeconds(setCookies(kept).get('payload-token')), 14 * DAY)

    const shortened = await request('POST', '/users/refresh-token', { token: keptBody.refreshedToken, headers: clientHeaders() })
    const shortClaims = jwtClaims(((await shortened.json()) as { refreshedToken: string }).refreshedToken)
    expect(shortClaims.exp - shortClaims.iat).toBe(DAY)
  })

  it('signing out removes the session cookie and the remember-me cookie, and ends the session', async () => {
    const email = await staffAccount()
    const signed = await signedIn('users', await request('POST', '/users/login', { form: adminForm(email), headers: clientHeaders({ Cookie: 'remember-me=1' }) }))
    const out = await request('POST', '/users/logout', { token: signed.token, headers: clientHeaders({ Cookie: 'remember-me=1' }) })
    expect(out.status).toBe(200)
    const cookies = setCookies(out)
    expect(cookieSeconds(cookies.get('payload-token'))).toBeLessThan(0)
    expect(cookieSeconds(cookies.get('remember-me'))).toBeLessThan(0)
    const me = (await (await request('GET', '/users/me', { token: signed.token })).json()) as { user: unknown }
    expect(me.user).toBeNull()
  })
})
