import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { CLIENT_ADDRESS_HEADER } from '@/src/server/http/clientAddress'

import { setEnvironment } from '../support/environment'
import { restClient } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'

const PASSWORD = 'Küche-2026!'
const ENDPOINTS = ['/users/login', '/auth/authenticate'] as const

let context: TestContext
let request: ReturnType<typeof restClient>
let restoreLimits: () => void
let address = 0

/** Each sign-in from an address of its own, so the sign-in limit counts only where a test means it to. */
const signIn = (path: string, email: string, password = PASSWORD, client = `203.0.113.${++address}`) =>
  request('POST', path, { body: { email, password }, headers: { [CLIENT_ADDRESS_HEADER]: client } })
const messageOf = async (response: Response) => ((await response.json()) as { errors: { message: string }[] }).errors[0].message
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()

async function staffAccount(email: string, data: Record<string, unknown> = {}) {
  return context.payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, roles: ['ROLE_EMPLOYEE'], ...data },
    depth: 0,
    overrideAccess: true,
  })
}

beforeAll(async () => {
  restoreLimits = setEnvironment({ LOGIN_RATE_LIMIT: '3' })
  context = await startTestPayload()
  request = restClient(context.payload.config)
})
afterAll(async () => {
  restoreLimits()
  await context.close()
})

describe.each(ENDPOINTS)('sign-in messages of spec 002 §4 at %s', (path) => {
  const slug = path.replace(/\W/g, '')

  it('signs in an active account within its validity', async () => {
    await staffAccount(`aktiv-${slug}@alpenkueche.at`, { validUntil: inMinutes(60), passwordValidUntil: inMinutes(60) })
    const response = await signIn(path, `aktiv-${slug}@alpenkueche.at`)
    expect(response.status).toBe(200)
    expect((await response.json()).token).toEqual(expect.any(String))
  })

  it('refuses a deactivated account (Aktiv off)', async () => {
    await staffAccount(`inaktiv-${slug}@alpenkueche.at`, { isActive: false })
    const response = await signIn(path, `inaktiv-${slug}@alpenkueche.at`)
    expect(response.status).toBe(403)
    expect(await messageOf(response)).toBe('Dieses Konto ist deaktiviert. Bitte wenden Sie sich an die Administration.')
  })

  it('refuses an account past its Gültig bis', async () => {
    await staffAccount(`abgelaufen-${slug}@alpenkueche.at`, { validUntil: inMinutes(-1) })
    const response = await signIn(path, `abgelaufen-${slug}@alpenkueche.at`)
    expect(response.status).toBe(403)
    expect(await messageOf(response)).toBe('Dieses Konto ist abgelaufen. Bitte wenden Sie sich an die Administration.')
  })

  it('refuses a password past its Passwort gültig bis', async () => {
    await staffAccount(`passwort-${slug}@alpenkueche.at`, { passwordValidUntil: inMinutes(-1) })
    const response = await signIn(path, `passwort-${slug}@alpenkueche.at`)
    expect(response.status).toBe(403)
    expect(await messageOf(response)).toBe('Ihr Passwort ist abgelaufen. Bitte legen Sie über „Passwort vergessen?“ ein neues Passwort fest.')
  })

  it('tells a wrong password of a deactivated account nothing about the account', async () => {
    const response = await signIn(path, `inaktiv-${slug}@alpenkueche.at`, 'falsch')
    expect(response.status).toBe(401)
    expect(await messageOf(response)).not.toContain('deaktiviert')
  })

  it('refuses an account locked after five wrong passwords, even with the right one', async () => {
    await staffAccount(`gesperrt-${slug}@alpenkueche.at`)
    for (let attempt = 0; attempt < 5; attempt++) await signIn(path, `gesperrt-${slug}@alpenkueche.at`, 'falsch')
    const response = await signIn(path, `gesperrt-${slug}@alpenkueche.at`)
    expect(response.status).toBe(401)
    expect(await messageOf(response)).toBe('Dieses Konto ist wegen zu vieler fehlgeschlagener Anmeldeversuche vorübergehend gesperrt.')
  })

  it('answers too many attempts from one address with the minutes until the next try', async () => {
    const client = `198.51.100.${slug.length}`
    for (let attempt = 0; attempt < 3; attempt++) expect((await signIn(path, 'niemand@alpenkueche.at', 'falsch', client)).status).toBe(401)
    const response = await signIn(path, 'niemand@alpenkueche.at', 'falsch', client)
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    expect(await messageOf(response)).toBe('Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 1 Minute erneut.')
  })
})

describe('sign-in links', () => {
  it('answers an invalid or expired reset link with its message', async () => {
    const response = await request('POST', '/users/reset-password', { body: { token: 'abgelaufen', password: 'Neu-Passwort-2026!' } })
    expect(response.status).toBe(403)
    expect(await messageOf(response)).toBe('Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.')
  })

  it('a password set through the reset link is no longer the expired one', async () => {
    const user = await staffAccount('vorlaeufig@alpenkueche.at', { passwordValidUntil: inMinutes(-1) })
    const token = await context.payload.forgotPassword({ collection: 'users', data: { email: 'vorlaeufig@alpenkueche.at' }, disableEmail: true, overrideAccess: true })
    const reset = await request('POST', '/users/reset-password', { body: { token, password: 'Eigenes-Passwort-2026!' } })
    expect(reset.status).toBe(200)
    const stored = await context.payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true })
    expect(stored.passwordValidUntil ?? null).toBeNull()
    expect((await signIn('/auth/authenticate', 'vorlaeufig@alpenkueche.at', 'Eigenes-Passwort-2026!')).status).toBe(200)
  })
})

describe('Aktiv and Gültig bis are the admins’ to set', () => {
  it('switching an account off ends its open sessions at once', async () => {
    const user = await staffAccount('abgemeldet@alpenkueche.at')
    const token = (await (await signIn('/auth/authenticate', 'abgemeldet@alpenkueche.at')).json()).token as string
    const me = async () => ((await (await request('GET', '/users/me', { token })).json()) as { user: { id: number } | null }).user
    expect((await me())?.id).toBe(user.id)
    await context.payload.update({ collection: 'users', id: user.id, data: { isActive: false }, depth: 0, overrideAccess: true })
    expect(await me()).toBeNull()
  })

  it('an employee cannot extend their own account', async () => {
    const user = await staffAccount('selbst@alpenkueche.at', { validUntil: inMinutes(60) })
    const token = (await (await signIn('/users/login', 'selbst@alpenkueche.at')).json()).token as string
    const later = inMinutes(60 * 24 * 365)
    await request('PATCH', `/users/${user.id}`, { token, body: { validUntil: later, isActive: true, passwordValidUntil: null } })
    const stored = await context.payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true })
    expect(new Date(stored.validUntil as string).getTime()).toBeLessThan(new Date(later).getTime())
  })
})
