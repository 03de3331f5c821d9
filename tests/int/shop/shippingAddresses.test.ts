import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { unique } from '../access/actors'
import { restClient } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'

/**
 * A shop customer's shipping addresses through /api/custom/account/shipping: add, edit and delete
 * by index in the own customer record only, German refusals, and no way to reach another
 * customer's addresses (neither through these calls nor through Payload's REST API).
 */

let context: TestContext
let request: ReturnType<typeof restClient>
const buyers: Record<'eva' | 'otto', { token: string; customerId: number }> = {} as never

const address = (changes: Record<string, unknown> = {}) => ({
  companyName: 'Huber GmbH Lager Süd', firstName: 'Lena', lastName: 'Lager', email: 'lager@example.at', phone: '+43 732 998877',
  street: 'Lagerstraße 4', stairway: '', floor: '', door: '', zipCode: '4030', city: 'Linz', country: 'Österreich', ...changes,
})

async function buyer(name: string) {
  const customer = await context.payload.create({ collection: 'customers', data: { isCompany: true, companyName: `${name} GmbH` }, depth: 0, overrideAccess: true })
  const email = `${unique(name)}@example.at`
  await context.payload.create({
    collection: 'external-users',
    data: { email, password: 'geheim123', firstName: name, lastName: 'Kunde', roles: ['ROLE_EXTERNAL_USER', 'ROLE_USER'], isApproved: true, customers: [customer.id] },
    depth: 0, overrideAccess: true,
  })
  const { token } = await context.payload.login({ collection: 'external-users', data: { email, password: 'geheim123' } })
  return { token: token!, customerId: customer.id }
}

beforeAll(async () => {
  context = await startTestPayload()
  request = restClient(context.payload.config)
  buyers.eva = await buyer('Eva')
  buyers.otto = await buyer('Otto')
})
afterAll(() => context?.close())

type Answer = { addresses: { street: string; city: string; country: string; companyName: string | null }[]; errors?: { field?: string; message: string }[] }
const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token?: string, body?: unknown) => {
  const response = await request(method, `/custom/account/shipping${path}`, { token, body })
  return { status: response.status, body: (await response.json()) as Answer }
}
const streetsOf = (answer: Answer) => answer.addresses.map((entry) => entry.street)

describe('shipping addresses', () => {
  it('adds, edits and deletes the own addresses by index, stored in the customer record', async () => {
    const { token, customerId } = buyers.eva
    expect((await call('GET', '', token)).body.addresses).toEqual([])
    const added = await call('POST', '', token, address())
    expect(added.status).toBe(201)
    expect(added.body.addresses[0]).toMatchObject({ street: 'Lagerstraße 4', city: 'Linz', country: 'AT', companyName: 'Huber GmbH Lager Süd' })
    await call('POST', '', token, address({ street: 'Werkstraße 9', companyName: '' }))
    const edited = await call('PUT', '/0', token, address({ street: 'Lagerstraße 6' }))
    expect(edited.status).toBe(200)
    expect(streetsOf(edited.body)).toEqual(['Lagerstraße 6', 'Werkstraße 9'])
    const stored = await context.payload.findByID({ collection: 'customers', id: customerId, depth: 0, overrideAccess: true })
    expect(stored.data?.shippingAddresses?.map((entry) => entry.value?.street)).toEqual(['Lagerstraße 6', 'Werkstraße 9'])
    const deleted = await call('DELETE', '/0', token)
    expect(streetsOf(deleted.body)).toEqual(['Werkstraße 9'])
  })

  it('keeps every address when several are added at the same moment', async () => {
    const { token } = buyers.otto
    const streets = ['Erste', 'Zweite', 'Dritte', 'Vierte', 'Fünfte', 'Sechste'].map((name) => `${name} Gasse 1`)
    const answers = await Promise.all(streets.map((street) => call('POST', '', token, address({ street }))))
    expect(answers.map((answer) => answer.status)).toEqual(streets.map(() => 201))
    expect(streetsOf((await call('GET', '', token)).body).sort()).toEqual([...streets].sort())
  })

  it.each([
    ['e-mail', { email: 'keine-adresse' }, 'email', 'Bitte geben Sie eine gültige E-Mail-Adresse an.'],
    ['phone', { phone: '' }, 'phone', 'Diese Angabe fehlt.'],
    ['street', { street: '   ' }, 'street', 'Diese Angabe fehlt.'],
    ['zip code', { zipCode: undefined }, 'zipCode', 'Diese Angabe fehlt.'],
    ['city', { city: '' }, 'city', 'Diese Angabe fehlt.'],
  ])('refuses an address without a valid %s with a German message', async (_name, changes, field, message) => {
    const answer = await call('POST', '', buyers.eva.token, address(changes))
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toContainEqual({ field, message })
  })

  it('answers an unknown index with 404 and changes nothing', async () => {
    const before = streetsOf((await call('GET', '', buyers.eva.token)).body)
    for (const [method, path] of [['PUT', '/7'], ['DELETE', '/7'], ['DELETE', '/-1'], ['PUT', '/abc']] as const) {
      const answer = await call(method, path, buyers.eva.token, method === 'PUT' ? address() : undefined)
      expect(answer.status).toBe(404)
      expect(answer.body.errors).toEqual([{ message: 'Die Lieferadresse wurde nicht gefunden.' }])
    }
    expect(streetsOf((await call('GET', '', buyers.eva.token)).body)).toEqual(before)
  })

  it('answers 404 for an index into an empty address list (it was 200 and saved the empty list)', async () => {
    const { token } = await buyer('Leer')
    expect(streetsOf((await call('GET', '', token)).body)).toEqual([])
    for (const [method, path] of [['PUT', '/0'], ['DELETE', '/0']] as const) {
      const answer = await call(method, path, token, method === 'PUT' ? address() : undefined)
      expect([method, answer.status]).toEqual([method, 404])
    }
    expect(streetsOf((await call('GET', '', token)).body)).toEqual([])
  })

  it('refuses an address with a NUL character (PostgreSQL cannot store it) and keeps every address as it was', async () => {
    const { token } = await buyer('Nora')
    for (const street of ['Erste Gasse 1', 'Zweite Gasse 2', 'Dritte Gasse 3']) await call('POST', '', token, address({ street }))
    for (const [method, path] of [['PUT', '/1'], ['POST', '']] as const) {
      const refused = await call(method, path, token, address({ street: 'Nul\u0000gasse 5' }))
      expect([method, refused.status]).toEqual([method, 422])
      expect(streetsOf((await call('GET', '', token)).body)).toEqual(['Erste Gasse 1', 'Zweite Gasse 2', 'Dritte Gasse 3'])
    }
  })

  it('refuses callers without a shop session', async () => {
    expect((await call('GET', '')).status).toBe(401)
    expect((await call('POST', '', undefined, address())).status).toBe(401)
  })

  it("never reaches another customer's addresses, also not through Payload's REST API", async () => {
    const otto = buyers.otto
    const before = await context.payload.findByID({ collection: 'customers', id: otto.customerId, depth: 0, overrideAccess: true })
    const read = await request('GET', `/customers/${otto.customerId}`, { token: buyers.eva.token })
    expect([403, 404]).toContain(read.status)
    const write = await request('PATCH', `/customers/${otto.customerId}`, { token: buyers.eva.token, body: { data: { shippingAddresses: [] } } })
    expect([403, 404]).toContain(write.status)
    const after = await context.payload.findByID({ collection: 'customers', id: otto.customerId, depth: 0, overrideAccess: true })
    expect(after.data?.shippingAddresses?.length).toBe(before.data?.shippingAddresses?.length)
  })
})
