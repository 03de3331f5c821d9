import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { ParsedMail } from 'mailparser'

import { PASSWORD_TEXTS } from '@/src/domain/account'
import { PASSWORD_CALL_TEXTS } from '@/src/domain/contracts/account'

import { unique } from '../access/actors'
import { fieldVariants, findProblems, WHOLE_BODIES } from '../rest/malformedInput'
import { restClient, restHandler } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'

/**
 * The parts shop's password calls (parts-shop-and-site.md sections 2, 7 and 8) through Payload's
 * REST handlers on the real database, with the reset mail read from the local SMTP server. Every
 * request comes from a client address of its own, so the abuse limits of other test files (and of
 * this one) do not interfere, except where the limit is the subject.
 */

const SERVER = 'https://shop.example.at'
const PASSWORD = 'geheim123'
const RESET_SUBJECT = 'Passwort zurücksetzen'

let context: TestContext
let request: ReturnType<typeof restClient>
let handle: ReturnType<typeof restHandler>
let clientCount = 0

beforeAll(async () => {
  process.env.NEXT_PUBLIC_SERVER_URL = SERVER
  context = await startTestPayload()
  request = restClient(context.payload.config)
  handle = restHandler(context.payload.config)
})
afterAll(() => context?.close())

type Answer = { status: number; body: { message?: string; errors?: { field?: string; message: string }[] } }

const clientHeaders = (client?: string) => ({ 'x-client-address': client ?? `passwort-test-${++clientCount}-${unique('client')}` })

async function post(path: string, body: unknown, options: { token?: string; client?: string } = {}): Promise<Answer> {
  const response = await request('POST', path, { body, token: options.token, headers: clientHeaders(options.client) })
  return { status: response.status, body: (await response.json()) as Answer['body'] }
}

async function shopAccount(isApproved = true): Promise<{ id: number; email: string }> {
  const email = `${unique('passwort')}@example.at`
  const created = await context.payload.create({
    collection: 'external-users',
    data: { email, password: PASSWORD, firstName: 'Paul', lastName: 'Passwort', roles: ['ROLE_EXTERNAL_USER', 'ROLE_USER'], isApproved },
    depth: 0,
    overrideAccess: true,
  })
  return { id: created.id, email }
}

/** Signs in through Payload's REST call, as the login screen does; the status and the token. */
async function signIn(email: string, password: string): Promise<{ status: number; token?: string }> {
  const response = await request('POST', '/external-users/login', { body: { email, password }, headers: clientHeaders() })
  const body = (await response.json()) as { token?: string }
  return { status: response.status, token: body.token }
}

const resetMailTo = (email: string) =>
  context.mailbox.waitFor((mail) => mail.subject === RESET_SUBJECT && [mail.to].flat().some((to) => to?.text.includes(email)))
const resetTokenOf = (mail: ParsedMail) => {
  const link = [...String(mail.html).matchAll(/href="([^"]+)"/g)].map((match) => match[1])[0]
  expect(link).toMatch(new RegExp(`^${SERVER}/account/reset-password/[0-9a-f]{40}$`))
  return link.split('/').pop()!
}

async function mailedToken(email: string): Promise<string> {
  expect(await post('/custom/account/reset-password', { email })).toEqual({ status: 200, body: { message: PASSWORD_CALL_TEXTS.resetSent } })
  return resetTokenOf(await resetMailTo(email))
}

describe('POST /api/custom/account/reset-password: the reset request', () => {
  it('answers the same for a known and an unknown address; only the known one gets the mail with its link', async () => {
    const { email } = await shopAccount()
    const unknown = `${unique('niemand')}@example.at`
    const known = await post('/custom/account/reset-password', { email: `  ${email.toUpperCase()} ` })
    const stranger = await post('/custom/account/reset-password', { email: unknown })
    expect(known).toEqual({ status: 200, body: { message: 'Wir haben Ihnen eine E-Mail zum Zurücksetzen des Passworts gesendet.' } })
    expect(stranger).toEqual(known)
    resetTokenOf(await resetMailTo(email))
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(context.mailbox.messages.some((mail) => [mail.to].flat().some((to) => to?.text.includes(unknown)))).toBe(false)
  })

  it('refuses a missing or invalid address with 422 in German', async () => {
    expect(await post('/custom/account/reset-password', { email: 'keine-adresse' })).toEqual({
      status: 422, body: { errors: [{ field: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse an.' }] },
    })
    expect(await post('/custom/account/reset-password', {})).toEqual({
      status: 422, body: { errors: [{ field: 'email', message: 'Bitte geben Sie Ihre E-Mail-Adresse an.' }] },
    })
  })

  it("counts against the client's limit of reset requests (Payload's forgotPassword hook)", async () => {
    const client = `203.0.113.7-${unique('limit')}`
    process.env.PASSWORD_RESET_RATE_LIMIT = '2'
    try {
      const answers = []
      for (let count = 0; count < 3; count++) answers.push(await post('/custom/account/reset-password', { email: `${unique('x')}@example.at` }, { client }))
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429])
      expect(answers[2].body).toEqual({ errors: [{ message: 'Zu viele Anfragen. Bitte versuchen Sie es in Kürze erneut.' }] })
    } finally {
      delete process.env.PASSWORD_RESET_RATE_LIMIT
    }
  })
})

describe('POST /api/custom/account/reset-password/{token}: the reset with the mailed token', () => {
  it('sets the new password: the account signs in with it, no longer with the old one, and the token is used up', async () => {
    const { email } = await shopAccount()
    const token = await mailedToken(email)
    const body = { password: 'Zahnrad-Pumpe-77', passwordRepeat: 'Zahnrad-Pumpe-77' }
    expect(await post(`/custom/account/reset-password/${token}`, body)).toEqual({ status: 200, body: { message: 'Ihr Passwort wurde erfolgreich geändert.' } })
    expect((await signIn(email, 'Zahnrad-Pumpe-77')).status).toBe(200)
    expect((await signIn(email, PASSWORD)).status).toBe(401)
    const again = await post(`/custom/account/reset-password/${token}`, { password: 'Noch-ein-Passwort-8', passwordRepeat: 'Noch-ein-Passwort-8' })
    expect(again).toEqual({ status: 403, body: { errors: [{ field: 'token', message: PASSWORD_CALL_TEXTS.invalidToken }] } })
  })

  it('refuses a wrong repeat, a short and a leaked password with 422 and German messages, and keeps the old password', async () => {
    const { email } = await shopAccount()
    const token = await mailedToken(email)
    const reset = (password: string, passwordRepeat: string) => post(`/custom/account/reset-password/${token}`, { password, passwordRepeat })
    expect(await reset('Zahnrad-Pumpe-77', 'Zahnrad-Pumpe-78')).toEqual({
      status: 422, body: { errors: [{ field: 'passwordRepeat', message: 'Die beiden Passwörter stimmen nicht überein.' }] },
    })
    expect(await reset('kurz1', 'kurz1')).toEqual({
      status: 422, body: { errors: [{ field: 'password', message: 'Das Passwort muss mindestens 8 Zeichen lang sein.' }] },
    })
    expect(await reset('passwort1', 'passwort1')).toEqual({ status: 422, body: { errors: [{ field: 'password', message: PASSWORD_TEXTS.leaked }] } })
    expect(await post(`/custom/account/reset-password/${token}`, { password: 'Zahnrad-Pumpe-77' })).toEqual({
      status: 422, body: { errors: [{ field: 'passwordRepeat', message: 'Bitte wiederholen Sie das Passwort.' }] },
    })
    expect((await signIn(email, PASSWORD)).status).toBe(200)
    // The token still works after refusals.
    expect((await reset('Zahnrad-Pumpe-77', 'Zahnrad-Pumpe-77')).status).toBe(200)
  })

  it("answers an unknown or malformed token with 403 in German, never Payload's English", async () => {
    for (const token of ['0'.repeat(40), 'kein-token']) {
      const answer = await post(`/custom/account/reset-password/${token}`, { password: 'Zahnrad-Pumpe-77', passwordRepeat: 'Zahnrad-Pumpe-77' })
      expect(answer).toEqual({ status: 403, body: { errors: [{ field: 'token', message: 'Der Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.' }] } })
      expect(JSON.stringify(answer.body)).not.toContain('Token is either invalid')
    }
  })

  it('gives an account staff have not approved no new password', async () => {
    const { email } = await shopAccount(false)
    const token = await mailedToken(email)
    const answer = await post(`/custom/account/reset-password/${token}`, { password: 'Zahnrad-Pumpe-77', passwordRepeat: 'Zahnrad-Pumpe-77' })
    expect(answer.status).toBe(401)
    expect(answer.body.errors?.[0].message).toMatch(/noch nicht freigeschaltet/)
  })
})

describe('POST /api/custom/account/change-password: a signed-in customer changes their own password', () => {
  const body = { password: 'Neues-Lager-6202', passwordRepeat: 'Neues-Lager-6202' }

  it('is 401 without a sign-in and for a staff session, and changes nothing', async () => {
    expect(await post('/custom/account/change-password', body)).toEqual({ status: 401, body: { errors: [{ message: 'Bitte melden Sie sich an.' }] } })
    const staffEmail = `${unique('personal')}@example.at`
    await context.payload.create({ collection: 'users', data: { email: staffEmail, password: PASSWORD, roles: ['ROLE_ADMIN'] }, depth: 0, overrideAccess: true })
    const staff = await context.payload.login({ collection: 'users', data: { email: staffEmail, password: PASSWORD } })
    expect((await post('/custom/account/change-password', body, { token: staff.token })).status).toBe(401)
    expect((await context.payload.login({ collection: 'users', data: { email: staffEmail, password: PASSWORD } })).token).toBeTruthy()
  })

  it("changes only the caller's own password", async () => {
    const own = await shopAccount()
    const other = await shopAccount()
    const { token } = await signIn(own.email, PASSWORD)
    expect(token).toBeTruthy()
    expect(await post('/custom/account/change-password', { ...body, id: other.id, email: other.email }, { token })).toEqual({
      status: 200, body: { message: PASSWORD_CALL_TEXTS.changed },
    })
    expect((await signIn(own.email, body.password)).status).toBe(200)
    expect((await signIn(own.email, PASSWORD)).status).toBe(401)
    expect((await signIn(other.email, PASSWORD)).status).toBe(200)
    expect((await signIn(other.email, body.password)).status).toBe(401)
  })

  it('checks the rules: wrong repeat, too short, leaked', async () => {
    const { email } = await shopAccount()
    const { token } = await signIn(email, PASSWORD)
    const change = (password: string, passwordRepeat: string) => post('/custom/account/change-password', { password, passwordRepeat }, { token })
    expect(await change('Neues-Lager-6202', 'Neues-Lager-6203')).toEqual({ status: 422, body: { errors: [{ field: 'passwordRepeat', message: PASSWORD_TEXTS.mismatch }] } })
    expect(await change('1234567', '1234567')).toEqual({ status: 422, body: { errors: [{ field: 'password', message: PASSWORD_TEXTS.tooShort }] } })
    expect(await change('passwort1', 'passwort1')).toEqual({
      status: 422, body: { errors: [{ field: 'password', message: 'Dieses Passwort ist aus Datenlecks bekannt und daher unsicher. Bitte wählen Sie ein anderes.' }] },
    })
    expect((await signIn(email, PASSWORD)).status).toBe(200)
  })
})

describe('malformed input is answered in German, never with a 500 (the cases for validationMessages.test.ts)', () => {
  const password = { password: 'Zahnrad-Pumpe-77', passwordRepeat: 'Zahnrad-Pumpe-77' }
  const cases: [string, Record<string, unknown>][] = [
    ['/custom/account/reset-password', { email: 'niemand@example.at' }],
    [`/custom/account/reset-password/${'0'.repeat(40)}`, password],
    ['/custom/account/change-password', password],
  ]

  it.each(cases)('POST %s', async (path, sample) => {
    const { email } = await shopAccount()
    const { token } = await signIn(email, PASSWORD)
    const problems: string[] = []
    for (const caller of [undefined, token]) {
      for (const variant of [...WHOLE_BODIES, ...fieldVariants(sample)]) {
        const headers = new Headers({ ...clientHeaders(), ...(variant.text === undefined ? {} : { 'Content-Type': 'application/json' }) })
        if (caller) headers.set('Authorization', `JWT ${caller}`)
        const response = await handle(new Request(`http://localhost:3000/api${path}`, { method: 'POST', headers, body: variant.text }))
        problems.push(...findProblems(`${path} (${caller ? 'Kunde' : 'anonym'}, ${variant.label})`, response.status, await response.text()))
      }
    }
    expect(problems).toEqual([])
  }, 120_000)
})
