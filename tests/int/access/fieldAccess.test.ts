import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import { startTestPayload, type TestContext } from '../support/testPayload'
import { createWorld, unique, type World } from './actors'

let context: TestContext
let payload: Payload
let world: World

beforeAll(async () => {
  context = await startTestPayload()
  payload = context.payload
  world = await createWorld(payload)
})
afterAll(() => context.close())

const as = (role: keyof World['actors']) => ({ user: world.actors[role] as never, overrideAccess: false, depth: 0 }) as const

describe('field-level access', () => {
  it('an external user cannot approve themselves, grant roles or link customers', async () => {
    const account = (isApproved: boolean) =>
      payload.create({
        collection: 'external-users',
        data: { email: `${unique('neu')}@example.at`, password: 'geheim123', firstName: 'Nina', lastName: 'Neu', isApproved },
        depth: 0,
        overrideAccess: true,
      })
    const asSelf = (self: { id: number }) => ({ user: { ...self, collection: 'external-users' } as never, overrideAccess: false, depth: 0 }) as const

    // An account staff have not approved yet changes nothing of its own, its approval least of all.
    const pending = await account(false)
    await expect(
      payload.update({ collection: 'external-users', id: pending.id, data: { isApproved: true, phone: '+43 660 1234567' }, ...asSelf(pending) }),
    ).rejects.toMatchObject({ status: 403 })
    expect(await payload.findByID({ collection: 'external-users', id: pending.id, depth: 0, overrideAccess: true })).toMatchObject({ isApproved: false, phone: null })

    // An approved one edits its contact data, but not its roles or customer links.
    const approved = await account(true)
    await payload.update({
      collection: 'external-users',
      id: approved.id,
      data: { roles: ['ROLE_EXTERNAL_USER', 'ROLE_USER'], customers: [world.customerOther], phone: '+43 660 1234567' },
      ...asSelf(approved),
    })
    const after = await payload.findByID({ collection: 'external-users', id: approved.id, depth: 0, overrideAccess: true })
    expect(after).toMatchObject({ roles: ['ROLE_EXTERNAL_USER'], phone: '+43 660 1234567' })
    expect(after.customers ?? []).toEqual([])
  })

  it('an external user edits their customer record but not its verification or discounts', async () => {
    await payload.update({
      collection: 'customers',
      id: world.customerOwn,
      data: { phone: '+43 732 11', isVatNumberVerified: true, discounts: [{ materialGroup: 'SV', percentage: 50 }] },
      ...as('external'),
    })
    const after = await payload.findByID({ collection: 'customers', id: world.customerOwn, depth: 0, overrideAccess: true })
    expect(after).toMatchObject({ phone: '+43 732 11', isVatNumberVerified: false })
    expect(after.discounts ?? []).toEqual([])
  })

  it('an external user cannot touch another customer record', async () => {
    await expect(payload.update({ collection: 'customers', id: world.customerOther, data: { phone: '1' }, ...as('external') })).rejects.toMatchObject({ status: 403 })
  })

  it('an employee cannot change their own roles or branches', async () => {
    const employee = world.actors.employeeA!
    await payload.update({ collection: 'users', id: employee.id, data: { roles: ['ROLE_ADMIN'], branches: [world.branchA, world.branchB], firstName: 'Eva' }, ...as('employeeA') })
    const after = await payload.findByID({ collection: 'users', id: employee.id, depth: 0, overrideAccess: true })
    expect(after).toMatchObject({ roles: ['ROLE_EMPLOYEE'], branches: [world.branchA], firstName: 'Eva' })
  })

  it("nobody changes an order's status, payment, prices or number by a plain update", async () => {
    const order = await payload.create({
      collection: 'orders',
      data: { branch: world.branchA, mode: 'takeaway', status: 'pending', items: [{ name: 'Apfelstrudel', amount: 1, unitPrice: 5.9, gross: 5.9 }], totals: { gross: 5.9 } },
      depth: 0,
      overrideAccess: true,
    })
    for (const role of ['employeeA', 'admin'] as const) {
      await payload.update({
        collection: 'orders',
        id: order.id,
        data: { status: 'completed', paymentStatus: 'paid', totals: { gross: 0 }, items: [], uid: 'gefälscht', comment: `von ${role}` },
        ...as(role),
      })
    }
    const after = await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })
    expect(after).toMatchObject({ status: 'pending', paymentStatus: 'open', uid: order.uid, comment: 'von admin' })
    expect(after.totals?.gross).toBe(5.9)
    expect(after.items?.[0]).toMatchObject({ name: 'Apfelstrudel', gross: 5.9 })
  })

  it('derives the status flags of an order when it is read', async () => {
    const order = await payload.create({ collection: 'orders', data: { branch: world.branchA, mode: 'delivery', status: 'inDelivery', paymentStatus: 'paid' }, depth: 0, overrideAccess: true })
    expect(order).toMatchObject({ isConfirmed: true, isInDelivery: true, isCompleted: false, isCanceled: false, isPaid: true, isDelivery: true, isDineIn: false })
    expect(order.uid).toMatch(/^\d{8}-\d{4,}$/)
    expect(order.hash?.length).toBeGreaterThanOrEqual(22)
  })

  it('shows parts-shop prices only to ROLE_USER and staff, menu prices to everybody', async () => {
    const part = await payload.create({ collection: 'products', data: { name: 'Getriebemotor', uid: unique('5S1'), catalogue: 'parts', unit: 'amount', price: 480, discounts: [{ minimumAmount: 5, newPrice: 450 }] }, depth: 0, overrideAccess: true })
    const dish = await payload.create({ collection: 'products', data: { name: 'Gulasch', uid: unique('AK'), catalogue: 'menu', unit: 'amount', price: 12.5 }, depth: 0, overrideAccess: true })
    const read = (id: number, role: keyof World['actors']) => payload.findByID({ collection: 'products', id, ...as(role) })
    expect((await read(part.id, 'anonymous')).price).toBeUndefined()
    expect((await read(part.id, 'anonymous')).discounts ?? []).toEqual([])
    expect((await read(part.id, 'external')).price).toBe(480)
    expect((await read(part.id, 'employeeB')).price).toBe(480)
    expect((await read(dish.id, 'anonymous')).price).toBe(12.5)

    const noPriceRole = { ...world.actors.external!, roles: ['ROLE_EXTERNAL_USER'] }
    const withoutRoleUser = await payload.findByID({ collection: 'products', id: part.id, user: noPriceRole as never, overrideAccess: false, depth: 0 })
    expect(withoutRoleUser.price).toBeUndefined()
  })

  it("reveals a branch's API key only to admins and that branch's employees", async () => {
    const read = (role: keyof World['actors']) => payload.findByID({ collection: 'branches', id: world.branchA, ...as(role), disableErrors: true })
    const key = (await payload.findByID({ collection: 'branches', id: world.branchA, depth: 0, overrideAccess: true })).apiKey
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect((await read('admin'))?.apiKey).toBe(key)
    expect((await read('employeeA'))?.apiKey).toBe(key)
    expect((await read('employeeB'))?.apiKey).toBeUndefined()
  })

  it('rotates the API key when staff ask for it', async () => {
    const before = (await payload.findByID({ collection: 'branches', id: world.branchB, depth: 0, overrideAccess: true })).apiKey
    await payload.update({ collection: 'branches', id: world.branchB, data: { rotateApiKey: true }, ...as('admin') })
    const after = (await payload.findByID({ collection: 'branches', id: world.branchB, depth: 0, overrideAccess: true })).apiKey
    expect(after).not.toBe(before)
  })
})

describe('shop accounts', () => {
  it('refuses the sign-in of an account staff have not approved yet, in German', async () => {
    const email = `${unique('wartend')}@example.at`
    await payload.create({ collection: 'external-users', data: { email, password: 'geheim123', firstName: 'Walter', lastName: 'Wartend' }, depth: 0, overrideAccess: true })
    await expect(payload.login({ collection: 'external-users', data: { email, password: 'geheim123' } })).rejects.toThrow('Ihr Konto wurde noch nicht freigeschaltet.')
  })

  it('mails the customer when staff approve the account, and then lets them sign in', async () => {
    const email = `${unique('frei')}@example.at`
    const account = await payload.create({ collection: 'external-users', data: { email, password: 'geheim123', firstName: 'Frieda', lastName: 'Frei' }, depth: 0, overrideAccess: true })
    await payload.update({ collection: 'external-users', id: account.id, data: { isApproved: true }, ...as('admin') })
    const mail = await context.mailbox.waitFor((message) => message.subject === 'Ihr Kundenkonto wurde freigeschaltet' && message.text?.includes('Frieda Frei') === true)
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain(email)
    const login = await payload.login({ collection: 'external-users', data: { email, password: 'geheim123' } })
    expect(login.token).toBeTruthy()
  })
})

describe('activation mail', () => {
  it('is sent even when the approving call selects only the id', async () => {
    const email = `${unique('select')}@example.at`
    const account = await payload.create({ collection: 'external-users', data: { email, password: 'geheim123', firstName: 'Sepp', lastName: 'Select' }, depth: 0, overrideAccess: true })
    await payload.update({ collection: 'external-users', id: account.id, data: { isApproved: true }, select: {}, depth: 0, overrideAccess: true })
    const mail = await context.mailbox.waitFor((message) => message.text?.includes('Sepp Select') === true)
    expect(mail.subject).toBe('Ihr Kundenkonto wurde freigeschaltet')
  })
})
