import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { verifyPin } from '@/src/server/timeClock/pin'

import { createOrderingWorld, type OrderingWorld } from '../ordering/fixtures'
import { restClient } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'

/**
 * What the shared time clock needs in the data (issue 24): a time-clock device with a generated
 * access key that admins alone see and rotate, and staff users with a unique user name and a PIN
 * kept only as a hash.
 */
let context: TestContext
let world: OrderingWorld
let request: ReturnType<typeof restClient>

type Doc = Record<string, unknown> & { id: number }
const docOf = async (response: Response) => ((await response.json()) as { doc: Doc }).doc
const stored = async (collection: 'users' | 'devices', id: number) =>
  (await context.payload.findByID({ collection, id, depth: 0, overrideAccess: true, showHiddenFields: true })) as unknown as Doc

beforeAll(async () => {
  context = await startTestPayload()
  world = await createOrderingWorld(context.payload)
  request = restClient(context.payload.config)
})
afterAll(() => context.close())

describe('time clock devices', () => {
  it('get a 32-character URL-safe key (every device does: its key for the device interface), rotated on request', async () => {
    const admin = world.staff.admin.token
    const clock = await docOf(await request('POST', '/devices', { token: admin, body: { identifier: 'zeiterfassung-hintereingang', name: 'Zeiterfassung Hintereingang', type: 'timeClock', branch: world.branches.open.id } }))
    expect(clock.accessToken).toMatch(/^[A-Za-z0-9_-]{32}$/)
    const printer = await docOf(await request('POST', '/devices', { token: admin, body: { identifier: 'bondrucker-zeit', name: 'Bondrucker', type: 'printer', branch: world.branches.open.id } }))
    expect(printer.accessToken).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(printer.accessToken).not.toBe(clock.accessToken)

    const renamed = await docOf(await request('PATCH', `/devices/${clock.id}`, { token: admin, body: { name: 'Zeiterfassung Küche' } }))
    expect(renamed.accessToken).toBe(clock.accessToken)
    const rotated = await docOf(await request('PATCH', `/devices/${clock.id}`, { token: admin, body: { rotateAccessToken: true } }))
    expect(rotated.accessToken).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(rotated.accessToken).not.toBe(clock.accessToken)

    // An employee of the branch maintains the device but never sees or sets its key.
    const employee = world.staff.employee.token
    const seen = (await (await request('GET', `/devices/${clock.id}`, { token: employee })).json()) as Doc
    expect(seen.name).toBe('Zeiterfassung Küche')
    expect(seen).not.toHaveProperty('accessToken')
    await request('PATCH', `/devices/${clock.id}`, { token: employee, body: { accessToken: 'selbst-gewaehlt-selbst-gewaehlt-12', rotateAccessToken: true } })
    expect((await stored('devices', clock.id)).accessToken).toBe(rotated.accessToken)
  })
})

describe('staff user names and PINs', () => {
  it('keeps a user name in lower case, refuses other characters and a second use in German', async () => {
    const admin = world.staff.admin.token
    const changed = await docOf(await request('PATCH', `/users/${world.staff.employee.id}`, { token: admin, body: { username: '  Anna.Huber ' } }))
    expect(changed.username).toBe('anna.huber')
    const bad = await request('PATCH', `/users/${world.staff.otherEmployee.id}`, { token: admin, body: { username: 'anna huber!' } })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(await bad.json())).toContain('Nur Kleinbuchstaben, Ziffern, Punkt und Bindestrich.')
    const taken = await request('PATCH', `/users/${world.staff.otherEmployee.id}`, { token: admin, body: { username: 'anna.huber' } })
    expect(taken.status).toBe(400)
    // only admins name users
    await request('PATCH', `/users/${world.staff.otherEmployee.id}`, { token: world.staff.otherEmployee.token, body: { username: 'selbst' } })
    expect((await stored('users', world.staff.otherEmployee.id)).username ?? null).toBeNull()
  })

  it('keeps a PIN only as a hash, lets users set their own, refuses malformed PINs and removes it on request', async () => {
    const { employee } = world.staff
    const set = await request('PATCH', `/users/${employee.id}`, { token: employee.token, body: { timeClockPin: '4711' } })
    expect(set.status).toBe(200)
    const answer = JSON.stringify(await set.json())
    expect(answer).not.toContain('4711')
    expect(answer).not.toContain('scrypt')
    const hash = (await stored('users', employee.id)).timeClockPinHash as string
    expect(hash).toMatch(/^scrypt\$/)
    expect(await verifyPin('4711', hash)).toBe(true)
    expect(await verifyPin('4712', hash)).toBe(false)

    const bad = await request('PATCH', `/users/${employee.id}`, { token: employee.token, body: { timeClockPin: '12' } })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(await bad.json())).toContain('Die PIN besteht aus 4 bis 8 Ziffern.')
    // the hash cannot be written directly
    await request('PATCH', `/users/${employee.id}`, { token: employee.token, body: { timeClockPinHash: 'scrypt$AAAA$BBBB' } })
    expect((await stored('users', employee.id)).timeClockPinHash).toBe(hash)
    // saving other fields keeps it
    await request('PATCH', `/users/${employee.id}`, { token: employee.token, body: { firstName: 'Anna' } })
    expect((await stored('users', employee.id)).timeClockPinHash).toBe(hash)

    await request('PATCH', `/users/${employee.id}`, { token: employee.token, body: { removeTimeClockPin: true } })
    expect((await stored('users', employee.id)).timeClockPinHash ?? null).toBeNull()
  })
})
