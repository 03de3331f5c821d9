import { describe, expect, it } from '@jest/globals'

import { unique } from './actors'
import { payload, request, setUpSignedInWorld, tokens, world } from './signedInWorld'

const NOT_APPROVED = 'Ihr Konto wurde noch nicht freigeschaltet. Sie erhalten eine E-Mail, sobald es aktiviert ist.'
const PASSWORD = 'geheim123'

setUpSignedInWorld(PASSWORD)

async function signIn(collection: 'users' | 'external-users', email: string, password = PASSWORD): Promise<string> {
  return (await payload.login({ collection, data: { email, password } })).token!
}

async function shopAccount(isApproved: boolean) {
  const email = `${unique('konto')}@example.at`
  const account = await payload.create({
    collection: 'external-users',
    data: { email, password: PASSWORD, firstName: 'Olga', lastName: 'Offen', isApproved, customers: [world.customerOwn] },
    depth: 0,
    overrideAccess: true,
  })
  return { id: account.id, email }
}

async function lockedAccount(collection: 'users' | 'external-users') {
  const email = `${unique('gesperrt')}@example.at`
  const data = collection === 'users' ? { email, password: PASSWORD, roles: ['ROLE_ADMIN'] } : { email, password: PASSWORD, firstName: 'Gerd', lastName: 'Gesperrt', isApproved: true }
  const account = await payload.create({ collection, data: data as never, depth: 0, overrideAccess: true })
  await payload.db.updateOne({ collection, id: account.id, data: { loginAttempts: 5, lockUntil: new Date(Date.now() + 10 * 60_000).toISOString() } })
  return { id: account.id, email }
}

const isLocked = async (collection: 'users' | 'external-users', id: number) => {
  const account = await payload.db.findOne<{ id: number; lockUntil?: string | null }>({ collection, where: { id: { equals: id } } })
  return Boolean(account?.lockUntil && new Date(account.lockUntil) > new Date())
}

const unlock = (collection: string, email: string, token?: string) => request('POST', `/${collection}/unlock`, { body: { email }, token })

describe('unlocking accounts', () => {
  it('an employee cannot unlock an admin account; an admin can', async () => {
    const locked = await lockedAccount('users')
    expect((await unlock('users', locked.email, tokens.employeeA)).status).toBe(403)
    expect(await isLocked('users', locked.id)).toBe(true)

    expect((await unlock('users', locked.email, tokens.admin)).status).toBe(200)
    expect(await isLocked('users', locked.id)).toBe(false)
  })

  it('anonymous callers and shop customers cannot unlock staff accounts', async () => {
    const locked = await lockedAccount('users')
    expect((await unlock('users', locked.email)).status).toBe(403)
    expect((await unlock('users', locked.email, tokens.external)).status).toBe(403)
    expect(await isLocked('users', locked.id)).toBe(true)
  })

  it('staff unlock shop accounts; anonymous callers and shop customers cannot', async () => {
    const locked = await lockedAccount('external-users')
    expect((await unlock('external-users', locked.email)).status).toBe(403)
    expect((await unlock('external-users', locked.email, tokens.external)).status).toBe(403)
    expect(await isLocked('external-users', locked.id)).toBe(true)

    expect((await unlock('external-users', locked.email, tokens.employeeA)).status).toBe(200)
    expect(await isLocked('external-users', locked.id)).toBe(false)
  })
})

describe('only approved shop accounts get a session', () => {
  const resetPassword = (token: string, password: string) => request('POST', '/external-users/reset-password', { body: { token, password } })
  const resetToken = (email: string) => payload.forgotPassword({ collection: 'external-users', data: { email }, disableEmail: true })
  const setsSessionCookie = (response: Response) => /payload-token=[^;]+/.test(response.headers.get('set-cookie') ?? '')

  it('a password reset of an unapproved account signs nobody in and stores nothing', async () => {
    const account = await shopAccount(false)
    const response = await resetPassword(await resetToken(account.email), 'neuesPasswort1')
    const body = await response.json()
    expect(response.status).toBe(401)
    expect(body.errors[0].message).toBe(NOT_APPROVED)
    expect(body.token).toBeUndefined()
    expect(setsSessionCookie(response)).toBe(false)

    await payload.update({ collection: 'external-users', id: account.id, data: { isApproved: true }, depth: 0, overrideAccess: true })
    await expect(signIn('external-users', account.email, 'neuesPasswort1')).rejects.toMatchObject({ status: 401 })
    await expect(signIn('external-users', account.email)).resolves.toEqual(expect.any(String))
  })

  it('a password reset of an approved account still signs the customer in', async () => {
    const account = await shopAccount(true)
    const response = await resetPassword(await resetToken(account.email), 'neuesPasswort1')
    expect(response.status).toBe(200)
    expect((await response.json()).token).toEqual(expect.any(String))
    expect(setsSessionCookie(response)).toBe(true)
  })

  it('refreshing the token of an account whose approval was withdrawn is refused', async () => {
    const account = await shopAccount(true)
    const token = await signIn('external-users', account.email)
    expect((await request('POST', '/external-users/refresh-token', { token })).status).toBe(200)

    await payload.update({ collection: 'external-users', id: account.id, data: { isApproved: false }, depth: 0, overrideAccess: true })
    const refused = await request('POST', '/external-users/refresh-token', { token })
    expect(refused.status).toBe(401)
    expect((await refused.json()).errors[0].message).toBe(NOT_APPROVED)
    expect(setsSessionCookie(refused)).toBe(false)
  })

  it('an unapproved account reads and changes nothing of its own', async () => {
    const account = await shopAccount(true)
    const token = await signIn('external-users', account.email)
    await payload.update({ collection: 'external-users', id: account.id, data: { isApproved: false }, depth: 0, overrideAccess: true })

    const me = await request('GET', '/external-users/me', { token })
    expect(me.status).toBe(404)
    expect((await me.json()).user).toBeUndefined()
    expect([403, 404]).toContain((await request('GET', `/external-users/${account.id}`, { token })).status)
    expect([403, 404]).toContain((await request('PATCH', `/external-users/${account.id}`, { token, body: { phone: '+43 660 999' } })).status)
    expect([403, 404]).toContain((await request('GET', `/customers/${world.customerOwn}`, { token })).status)
    const stored = await payload.findByID({ collection: 'external-users', id: account.id, depth: 0, overrideAccess: true })
    expect(stored.phone ?? null).toBeNull()
  })

  it('an approved account reads its own record', async () => {
    const me = await request('GET', '/external-users/me', { token: tokens.external })
    expect((await me.json()).user).toMatchObject({ id: world.actors.external!.id })
  })
})
