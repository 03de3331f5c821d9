import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals'
import type { Payload } from 'payload'

import { seedAdmin } from '@/seed'
import { NO_ADMIN_HINT } from '@/seed/demoAccounts'
import { seedShopCustomers } from '@/seed/shopCustomers'
import { seedStaff } from '@/seed/staff'

import { unique } from '../access/actors'
import { startTestPayload, type TestContext } from '../support/testPayload'

let context: TestContext
let payload: Payload
let logged: () => string

const DEMO_ACCOUNT_EMAILS = {
  shop: ['einkauf@hydraulik-huber.at', 'technik@steiner-maschinenbau.at', 'franz.wagner@example.at', 'neu@beispiel-firma.at'],
  staff: ['mitarbeiter.wien@alpenkueche.at', 'mitarbeiter.graz@alpenkueche.at'],
}

/** Runs `work` with the given environment (undefined removes a variable), then restores it. */
async function withEnvironment<T>(values: Record<string, string | undefined>, work: () => Promise<T>): Promise<T> {
  const env = process.env as Record<string, string | undefined>
  const previous = Object.fromEntries(Object.keys(values).map((name) => [name, env[name]]))
  const apply = (entries: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(entries)) {
      if (value === undefined) delete env[name]
      else env[name] = value
    }
  }
  apply(values)
  try {
    return await work()
  } finally {
    apply(previous)
  }
}

const production = (extra: Record<string, string | undefined> = {}) => ({ NODE_ENV: 'production', SEED_ADMIN_EMAIL: undefined, SEED_ADMIN_PASSWORD: undefined, ...extra })

beforeAll(async () => {
  context = await startTestPayload()
  payload = context.payload
  const spies = (['info', 'warn', 'error'] as const).map((level) => jest.spyOn(payload.logger, level))
  logged = () => spies.flatMap((spy) => spy.mock.calls.map((call) => JSON.stringify(call))).join('\n')
})
afterAll(() => context.close())

describe('the production seed', () => {
  it('creates no demo shop or staff accounts and prints no password', async () => {
    const branch = (city: string) =>
      payload.create({ collection: 'branches', data: { name: `Seed ${city}`, identifier: unique('seed'), city }, depth: 0, overrideAccess: true }).then((doc) => doc.id)
    const branchIds = [await branch('Wien'), await branch('Graz')]

    await withEnvironment(production(), async () => {
      await seedShopCustomers(payload, { now: new Date() })
      await seedStaff(payload, { branchIds, adminId: null }, new Date())
    })

    const count = (collection: 'users' | 'external-users', emails: string[]) =>
      payload.count({ collection, where: { email: { in: emails } }, overrideAccess: true }).then((result) => result.totalDocs)
    expect(await count('external-users', DEMO_ACCOUNT_EMAILS.shop)).toBe(0)
    expect(await count('users', DEMO_ACCOUNT_EMAILS.staff)).toBe(0)
    // The demo data itself (customers, projects) is there. (partsCheckout.test.ts creates a customer
    // of the same company name on the shared test database, so presence is what counts here.)
    expect((await payload.count({ collection: 'customers', where: { companyName: { equals: 'Hydraulik Huber GmbH' } }, overrideAccess: true })).totalDocs).toBeGreaterThanOrEqual(1)
    expect((await payload.count({ collection: 'projects', where: { identifier: { equals: 'umbau-gastgarten-wien' } }, overrideAccess: true })).totalDocs).toBe(1)
    expect(logged()).not.toMatch(/Passwort/i)
  })

  it('without SEED_ADMIN_PASSWORD creates no administrator; the hint names no password', async () => {
    const before = (await payload.count({ collection: 'users', overrideAccess: true })).totalDocs
    expect(await withEnvironment(production({ SEED_ADMIN_EMAIL: 'chefin@example.at' }), () => seedAdmin(payload))).toBeNull()
    expect((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs).toBe(before)
    expect(NO_ADMIN_HINT).toContain('SEED_ADMIN_EMAIL')
    expect(NO_ADMIN_HINT).toContain('SEED_ADMIN_PASSWORD')
  })

  it('with SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD creates that administrator, who can sign in; the password is never logged', async () => {
    const email = `${unique('chefin')}@example.at`
    const password = 'Sehr-geheim-2026!'
    const id = await withEnvironment(production({ SEED_ADMIN_EMAIL: email, SEED_ADMIN_PASSWORD: password }), () => seedAdmin(payload))
    expect(id).toEqual(expect.any(Number))
    expect(await payload.findByID({ collection: 'users', id: id!, depth: 0, overrideAccess: true })).toMatchObject({ email, roles: ['ROLE_ADMIN'] })
    expect((await payload.login({ collection: 'users', data: { email, password } })).token).toEqual(expect.any(String))
    expect(logged()).not.toContain(password)
    // A second seed keeps the account and its password.
    expect(await withEnvironment(production({ SEED_ADMIN_EMAIL: email, SEED_ADMIN_PASSWORD: 'anders' }), () => seedAdmin(payload))).toBe(id)
  })
})
