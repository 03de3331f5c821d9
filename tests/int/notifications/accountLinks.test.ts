import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { ParsedMail } from 'mailparser'

import { unique } from '../access/actors'
import { restClient } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'

const SERVER = 'https://shop.example.at'
const FORGED = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https', Origin: 'https://evil.example' }

let context: TestContext
let request: ReturnType<typeof restClient>

beforeAll(async () => {
  process.env.NEXT_PUBLIC_SERVER_URL = SERVER
  process.env.PASSWORD_RESET_RATE_LIMIT = '1000'
  context = await startTestPayload()
  request = restClient(context.payload.config)
})
afterAll(() => context?.close())

const mailTo = (email: string, subject: string) =>
  context.mailbox.waitFor((mail) => mail.subject === subject && [mail.to].flat().some((to) => to?.text.includes(email)))
const links = (mail: ParsedMail) => [...String(mail.html).matchAll(/href="([^"]+)"/g)].map((match) => match[1])

async function shopAccount(isApproved: boolean) {
  const email = `${unique('link')}@example.at`
  await context.payload.create({
    collection: 'external-users',
    data: { email, password: 'geheim123', firstName: 'Lina', lastName: 'Link', isApproved },
    depth: 0,
    overrideAccess: true,
  })
  return email
}

describe('e-mailed links start at the configured public address, never at the request host', () => {
  it('Payload takes its server URL and CSRF allow-list from the configured address', () => {
    expect(context.payload.config.serverURL).toBe(SERVER)
    expect(context.payload.config.csrf).toEqual([SERVER])
  })

  it("the shop's reset mail links to the configured address despite a forged Host header", async () => {
    const email = await shopAccount(true)
    const response = await request('POST', '/external-users/forgot-password', { body: { email }, headers: FORGED })
    expect(response.status).toBe(200)
    const mail = await mailTo(email, 'Passwort zurücksetzen')
    expect(links(mail)).toEqual([expect.stringMatching(new RegExp(`^${SERVER}/account/reset-password/[0-9a-f]{20,}$`))])
    expect(String(mail.html)).not.toContain('evil.example')

    const token = links(mail)[0].split('/').pop()!
    const reset = await request('POST', '/external-users/reset-password', { body: { token, password: 'neuesPasswort1' } })
    expect(reset.status).toBe(200)
  })

  it("the staff reset mail is German and links to the back office's reset page at the configured address", async () => {
    const email = `${unique('personal')}@example.at`
    await context.payload.create({ collection: 'users', data: { email, password: 'geheim123', roles: ['ROLE_EMPLOYEE'] }, depth: 0, overrideAccess: true })
    const response = await request('POST', '/users/forgot-password', { body: { email }, headers: FORGED })
    expect(response.status).toBe(200)
    const mail = await mailTo(email, 'Passwort zurücksetzen')
    expect(String(mail.html)).toContain('Sie haben das Zurücksetzen Ihres Passworts angefordert.')
    expect(links(mail)).toEqual([expect.stringMatching(new RegExp(`^${SERVER}/backend/reset/[0-9a-f]{20,}$`))])
    expect(String(mail.html)).not.toContain('evil.example')
  })

  it('the activation mail links to the sign-in page at the configured address', async () => {
    const email = await shopAccount(false)
    const account = (await context.payload.find({ collection: 'external-users', where: { email: { equals: email } }, depth: 0, overrideAccess: true })).docs[0]
    await context.payload.update({ collection: 'external-users', id: account.id, data: { isApproved: true }, depth: 0, overrideAccess: true })
    const mail = await mailTo(email, 'Ihr Kundenkonto wurde freigeschaltet')
    expect(links(mail)).toEqual([`${SERVER}/account/login`])
  })

  it('without a configured address (development) links fall back to localhost, still not to the request host', async () => {
    const email = await shopAccount(true)
    delete process.env.NEXT_PUBLIC_SERVER_URL
    try {
      const response = await request('POST', '/external-users/forgot-password', { body: { email }, headers: FORGED })
      expect(response.status).toBe(200)
    } finally {
      process.env.NEXT_PUBLIC_SERVER_URL = SERVER
    }
    const mail = await mailTo(email, 'Passwort zurücksetzen')
    expect(links(mail)[0]).toMatch(new RegExp(`^http://localhost:${process.env.PORT || 3000}/account/reset-password/`))
    expect(String(mail.html)).not.toContain('evil.example')
  })
})
