import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { createWorld, unique, type World } from '../access/actors'
import { restClient } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'

/**
 * Self sign-up of a parts-shop customer through POST /api/custom/account/signup: the customer
 * record and the waiting account, the staff mail, the refusals with German messages, and staff
 * approval → activation mail → sign-in.
 */

const SERVER = 'https://shop.example.at'
const STAFF_MAILBOX = 'teileshop@example.at'

let context: TestContext
let request: ReturnType<typeof restClient>
let world: World

beforeAll(async () => {
  process.env.NEXT_PUBLIC_SERVER_URL = SERVER
  process.env.SIGNUP_RATE_LIMIT = '1000'
  context = await startTestPayload()
  request = restClient(context.payload.config)
  world = await createWorld(context.payload)
  await context.payload.updateGlobal({ slug: 'config', data: { email: STAFF_MAILBOX }, depth: 0, overrideAccess: true })
})
afterAll(() => context?.close())

const form = (changes: Record<string, unknown> = {}) => ({
  isCompany: true, companyName: 'Hydraulik Huber GmbH', vatNumber: 'atu 1234 5678',
  firstName: 'Hanna', lastName: 'Huber', street: 'Industriezeile 12', stairway: '', floor: '', door: '', zipCode: '4020', city: 'Linz', country: 'Österreich',
  email: `${unique('neu')}@example.at`, phone: '+43 732 123456', password: 'Einkauf-2026!', passwordRepeat: 'Einkauf-2026!',
  termsAndConditions: true, privacyPolicy: true,
  ...changes,
})

const signUp = (body: Record<string, unknown>, token?: string) => request('POST', '/custom/account/signup', { body, token })

const refusal = async (body: Record<string, unknown>) => {
  const response = await signUp(body)
  expect(response.status).toBe(422)
  return ((await response.json()) as { errors: { field?: string; message: string }[] }).errors
}

const accountOf = async (email: string) =>
  (await context.payload.find({ collection: 'external-users', where: { email: { equals: email } }, depth: 1, overrideAccess: true })).docs[0]

describe('sign-up', () => {
  it('creates the customer record and an account that waits for approval, and tells the staff', async () => {
    const body = form()
    const response = await signUp(body)
    expect(response.status).toBe(201)
    const account = await accountOf(String(body.email))
    expect(account).toMatchObject({ firstName: 'Hanna', lastName: 'Huber', isApproved: false, roles: ['ROLE_EXTERNAL_USER'] })
    const customer = account.customers?.[0]
    expect(customer).toMatchObject({
      isCompany: true, companyName: 'Hydraulik Huber GmbH', street: 'Industriezeile 12', zipCode: '4020', city: 'Linz', country: 'AT',
      vatNumber: 'ATU12345678', isVatNumberVerified: false, email: body.email,
    })
    const mail = await context.mailbox.waitFor((entry) => String(entry.subject).startsWith('Neue Registrierung im Teileshop') && String(entry.text).includes(String(body.email)))
    expect([mail.to].flat().map((to) => to?.text)).toContain(STAFF_MAILBOX)
    expect(String(mail.text)).toContain(`${SERVER}/backend/collections/external-users?where[isApproved][equals]=false`)
  })

  it('gives the waiting account no session: sign-in says it is not approved yet', async () => {
    const body = form()
    await signUp(body)
    const login = await request('POST', '/external-users/login', { body: { email: body.email, password: body.password } })
    expect(login.status).toBe(401)
    expect(JSON.stringify(await login.json())).toContain('noch nicht freigeschaltet')
  })

  it('signs a private customer up without a company name', async () => {
    const body = form({ isCompany: false, companyName: '', vatNumber: '' })
    expect((await signUp(body)).status).toBe(201)
    const customer = (await accountOf(String(body.email))).customers?.[0]
    expect(customer).toMatchObject({ isCompany: false, vatNumber: null })
  })

  it.each([
    ['a missing company name of a company', { companyName: '' }, 'companyName', 'Bitte geben Sie den Firmennamen an.'],
    ['a missing street', { street: '' }, 'street', 'Diese Angabe fehlt.'],
    ['a bad e-mail address', { email: 'kein-at-zeichen' }, 'email', 'Bitte geben Sie eine gültige E-Mail-Adresse an.'],
    ['a short phone number', { phone: '123' }, 'phone', 'Bitte geben Sie eine gültige Telefonnummer an.'],
    ['a VAT number of no EU format', { vatNumber: 'AT12345678' }, 'vatNumber', 'Bitte geben Sie eine gültige UID-Nummer an (z. B. ATU12345678).'],
    ['a short password', { password: 'kurz', passwordRepeat: 'kurz' }, 'password', 'Das Passwort muss mindestens 8 Zeichen lang sein.'],
    ['two different passwords', { passwordRepeat: 'Einkauf-2027!' }, 'passwordRepeat', 'Die beiden Passwörter stimmen nicht überein.'],
    ['a leaked password', { password: 'passwort1', passwordRepeat: 'passwort1' }, 'password', 'Dieses Passwort ist aus Datenlecks bekannt und daher unsicher. Bitte wählen Sie ein anderes.'],
    ['terms not accepted', { termsAndConditions: false }, 'termsAndConditions', 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.'],
    ['privacy not accepted', { privacyPolicy: undefined }, 'privacyPolicy', 'Bitte akzeptieren Sie die Datenschutzerklärung.'],
  ])('refuses %s with a German message and stores nothing', async (_case, changes, field, message) => {
    const body = form(changes)
    expect(await refusal(body)).toContainEqual({ field, message })
    const stored = await context.payload.count({ collection: 'customers', where: { email: { equals: String(body.email).toLowerCase() } }, overrideAccess: true })
    expect(stored.totalDocs).toBe(0)
  })

  it('refuses a second account for the same address', async () => {
    const body = form()
    expect((await signUp(body)).status).toBe(201)
    expect(await refusal({ ...body, email: String(body.email).toUpperCase() })).toEqual([
      { field: 'email', message: 'Für diese E-Mail-Adresse besteht bereits ein Kundenkonto. Bitte melden Sie sich an oder setzen Sie Ihr Passwort zurück.' },
    ])
  })

  it('cannot be used to give oneself roles, an approval or a verified VAT number', async () => {
    const body = form({ roles: ['ROLE_ADMIN'], isApproved: true, isVatNumberVerified: true })
    expect((await signUp(body)).status).toBe(201)
    const account = await accountOf(String(body.email))
    expect(account).toMatchObject({ isApproved: false, roles: ['ROLE_EXTERNAL_USER'] })
    expect(account.customers?.[0]).toMatchObject({ isVatNumberVerified: false })
  })

  it('answers a malformed body with a clean refusal, never a 500', async () => {
    for (const body of [{}, { isCompany: 'ja' }, { email: 42 }]) {
      const response = await signUp(body)
      expect(response.status).toBe(422)
    }
  })

  it('staff approval sends the activation mail, after which the customer signs in and sees prices', async () => {
    const body = form()
    await signUp(body)
    const account = await accountOf(String(body.email))
    const employee = (await context.payload.login({ collection: 'users', data: { email: world.actors.employeeA!.email as string, password: 'geheim123' } })).token!
    const approve = await request('PATCH', `/external-users/${account.id}`, { body: { isApproved: true }, token: employee })
    expect(approve.status).toBe(200)
    const mail = await context.mailbox.waitFor((entry) => entry.subject === 'Ihr Kundenkonto wurde freigeschaltet' && [entry.to].flat().some((to) => to?.text.includes(String(body.email))))
    expect(String(mail.html)).toContain(`${SERVER}/account/login`)
    const login = await request('POST', '/external-users/login', { body: { email: body.email, password: body.password } })
    expect(login.status).toBe(200)
  })
})
