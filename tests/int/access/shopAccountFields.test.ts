import { describe, expect, it } from '@jest/globals'

import { unique } from './actors'
import { context, payload, request, setUpSignedInWorld, tokens, world } from './signedInWorld'

const CREDENTIALS_ADMIN_ONLY =
  'Nur Administrator:innen dürfen die E-Mail-Adresse oder das Passwort eines fremden Kontos ändern. Senden Sie stattdessen die E-Mail zum Zurücksetzen des Passworts.'
const PASSWORD = 'geheim123'

setUpSignedInWorld(PASSWORD)

const signsIn = (email: string, password: string) =>
  payload.login({ collection: 'external-users', data: { email, password } }).then(() => true, () => false)

async function shopAccount(isApproved = true) {
  const email = `${unique('konto')}@example.at`
  const account = await payload.create({
    collection: 'external-users',
    data: { email, password: PASSWORD, firstName: 'Theo', lastName: 'Teile', isApproved },
    depth: 0,
    overrideAccess: true,
  })
  return { id: account.id, email }
}

const readAccount = (id: number) => payload.findByID({ collection: 'external-users', id, depth: 0, overrideAccess: true })
const readCustomer = (id: number) => payload.findByID({ collection: 'customers', id, depth: 0, overrideAccess: true })
const patch = (path: string, token: string, body: Record<string, unknown>) => request('PATCH', path, { token, body })

describe("employees cannot take over a shop account's sign-in", () => {
  it("an employee cannot set a customer's password: 403 in German, the old password still works", async () => {
    const account = await shopAccount()
    const response = await patch(`/external-users/${account.id}`, tokens.employeeA, { password: 'uebernommen1' })
    expect(response.status).toBe(403)
    expect((await response.json()).errors[0].message).toBe(CREDENTIALS_ADMIN_ONLY)
    expect(await signsIn(account.email, PASSWORD)).toBe(true)
    expect(await signsIn(account.email, 'uebernommen1')).toBe(false)
  })

  it("an employee cannot change a customer's e-mail address", async () => {
    const account = await shopAccount()
    const response = await patch(`/external-users/${account.id}`, tokens.employeeA, { email: `${unique('fremd')}@example.at` })
    expect(response.status).toBe(403)
    expect((await response.json()).errors[0].message).toBe(CREDENTIALS_ADMIN_ONLY)
    expect((await readAccount(account.id)).email).toBe(account.email)
  })

  it('an employee saving the unchanged e-mail with other data is fine', async () => {
    const account = await shopAccount()
    const response = await patch(`/external-users/${account.id}`, tokens.employeeA, { email: account.email.toUpperCase(), lastName: 'Teilmann' })
    expect(response.status).toBe(200)
    expect((await readAccount(account.id)).lastName).toBe('Teilmann')
  })

  it('an employee sends the reset mail instead', async () => {
    const account = await shopAccount()
    const response = await request('POST', '/external-users/forgot-password', { token: tokens.employeeA, body: { email: account.email } })
    expect(response.status).toBe(200)
    await context.mailbox.waitFor((mail) => mail.subject === 'Passwort zurücksetzen' && [mail.to].flat().some((to) => to?.text.includes(account.email)))
  })

  it("an admin sets a customer's password and e-mail", async () => {
    const account = await shopAccount()
    const email = `${unique('neu')}@example.at`
    expect((await patch(`/external-users/${account.id}`, tokens.admin, { password: 'vomAdmin1', email })).status).toBe(200)
    expect(await signsIn(email, 'vomAdmin1')).toBe(true)
  })

  it('a customer changes their own password and e-mail', async () => {
    const account = await shopAccount()
    const token = (await payload.login({ collection: 'external-users', data: { email: account.email, password: PASSWORD } })).token!
    const email = `${unique('selbst')}@example.at`
    expect((await patch(`/external-users/${account.id}`, token, { password: 'selbstGewaehlt1', email })).status).toBe(200)
    expect(await signsIn(email, 'selbstGewaehlt1')).toBe(true)
  })
})

describe('who sets approval, contact data, price visibility, customer links and discounts', () => {
  it('an employee approves an account and changes its phone, but not its roles or customer links', async () => {
    const account = await shopAccount(false)
    const response = await patch(`/external-users/${account.id}`, tokens.employeeA, {
      isApproved: true, phone: '+43 660 7654321', roles: ['ROLE_EXTERNAL_USER', 'ROLE_USER'], customers: [world.customerOther],
    })
    expect(response.status).toBe(200)
    const after = await readAccount(account.id)
    expect(after).toMatchObject({ isApproved: true, phone: '+43 660 7654321', roles: ['ROLE_EXTERNAL_USER'] })
    expect(after.customers ?? []).toEqual([])
  })

  it('an admin grants price visibility and links customers', async () => {
    const account = await shopAccount()
    const response = await patch(`/external-users/${account.id}`, tokens.admin, { roles: ['ROLE_EXTERNAL_USER', 'ROLE_USER'], customers: [world.customerOther] })
    expect(response.status).toBe(200)
    expect(await readAccount(account.id)).toMatchObject({ roles: ['ROLE_EXTERNAL_USER', 'ROLE_USER'], customers: [world.customerOther] })
  })

  it("an employee cannot set a customer's discounts; an admin can", async () => {
    const customer = await payload.create({ collection: 'customers', data: { isCompany: true, companyName: unique('Rabatt GmbH') }, depth: 0, overrideAccess: true })
    const discounts = [{ materialGroup: 'SV', percentage: 40 }]
    await patch(`/customers/${customer.id}`, tokens.employeeA, { discounts, phone: '+43 1 555' })
    const afterEmployee = await readCustomer(customer.id)
    expect(afterEmployee.phone).toBe('+43 1 555')
    expect(afterEmployee.discounts ?? []).toEqual([])

    expect((await patch(`/customers/${customer.id}`, tokens.admin, { discounts })).status).toBe(200)
    expect((await readCustomer(customer.id)).discounts).toMatchObject(discounts)
  })
})

describe('VAT number verification', () => {
  async function verifiedCustomer(id?: number) {
    const data = { vatNumber: 'ATU12345678', isVatNumberVerified: true }
    if (id) return payload.update({ collection: 'customers', id, data, depth: 0, overrideAccess: true })
    return payload.create({ collection: 'customers', data: { isCompany: true, companyName: unique('UID GmbH'), ...data }, depth: 0, overrideAccess: true })
  }

  it('a changed VAT number clears the verification', async () => {
    const customer = await verifiedCustomer()
    await patch(`/customers/${customer.id}`, tokens.employeeA, { vatNumber: 'ATU87654321' })
    expect(await readCustomer(customer.id)).toMatchObject({ vatNumber: 'ATU87654321', isVatNumberVerified: false })
  })

  it('other changes keep the verification', async () => {
    const customer = await verifiedCustomer()
    await patch(`/customers/${customer.id}`, tokens.employeeA, { phone: '+43 1 777', vatNumber: 'ATU12345678' })
    expect((await readCustomer(customer.id)).isVatNumberVerified).toBe(true)
  })

  it('staff verifying the new number in the same write keep it verified', async () => {
    const customer = await verifiedCustomer()
    await patch(`/customers/${customer.id}`, tokens.employeeA, { vatNumber: 'ATU11112222', isVatNumberVerified: true })
    expect(await readCustomer(customer.id)).toMatchObject({ vatNumber: 'ATU11112222', isVatNumberVerified: true })
  })

  it('a customer cannot verify their own VAT number, and changing it clears the verification', async () => {
    await patch(`/customers/${world.customerOwn}`, tokens.external, { isVatNumberVerified: true })
    expect((await readCustomer(world.customerOwn)).isVatNumberVerified).toBe(false)

    await verifiedCustomer(world.customerOwn)
    const response = await patch(`/customers/${world.customerOwn}`, tokens.external, { vatNumber: 'ATU99998888', isVatNumberVerified: true })
    expect(response.status).toBe(200)
    expect(await readCustomer(world.customerOwn)).toMatchObject({ vatNumber: 'ATU99998888', isVatNumberVerified: false })
  })
})
