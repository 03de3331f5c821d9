import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { restClient } from './support/rest'
import { startTestPayload, type TestContext } from './support/testPayload'

let context: TestContext
let request: ReturnType<typeof restClient>

beforeAll(async () => {
  context = await startTestPayload()
  request = restClient(context.payload.config)
})
afterAll(() => context.close())

describe('foundation', () => {
  it('creates and reads a branch through the Local API', async () => {
    const created = await context.payload.create({
      collection: 'branches',
      data: { name: 'Filiale Innsbruck', identifier: 'innsbruck', city: 'Innsbruck' },
      depth: 0,
      overrideAccess: true,
    })
    const read = await context.payload.findByID({ collection: 'branches', id: created.id, depth: 0, overrideAccess: true })
    expect(read).toMatchObject({ name: 'Filiale Innsbruck', identifier: 'innsbruck', city: 'Innsbruck' })
  })

  it('signs a staff user in over REST and answers in German', async () => {
    await context.payload.create({
      collection: 'users',
      data: { email: 'chefin@example.at', password: 'geheim123', roles: ['ROLE_ADMIN'] },
      overrideAccess: true,
    })
    const failed = await request('POST', '/users/login', { body: { email: 'chefin@example.at', password: 'falsch' } })
    expect(failed.status).toBe(401)
    expect((await failed.json()).errors[0].message).toMatch(/E-Mail|Passwort/)

    const login = await request('POST', '/users/login', { body: { email: 'chefin@example.at', password: 'geheim123' } })
    expect(login.status).toBe(200)
    const { token, user } = await login.json()
    expect(user.roles).toEqual(['ROLE_ADMIN'])

    const me = await request('GET', '/users/me', { token })
    expect((await me.json()).user.email).toBe('chefin@example.at')
  })

  it('reports database reachability at /api/health', async () => {
    const response = await request('GET', '/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', database: 'erreichbar' })
  })

  it('delivers e-mail through the configured SMTP server', async () => {
    await context.payload.sendEmail({ to: 'gast@example.at', subject: 'Ihre Bestellung', text: 'Danke!' })
    const mail = await context.mailbox.waitFor((message) => message.subject === 'Ihre Bestellung')
    expect(mail.text?.trim()).toBe('Danke!')
  })
})
