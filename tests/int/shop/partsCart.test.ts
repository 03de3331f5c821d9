import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { unique } from '../access/actors'
import { restClient } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'

/**
 * The parts cart's calls: prices worked out by the server with the customer's discounts, the cart
 * saved with the account (and only there), and quick entry by material number and name.
 */

let context: TestContext
let request: ReturnType<typeof restClient>
const tag = unique('q').replace(/[^a-z0-9]/gi, '').toUpperCase()
const ids: Record<string, number> = {}
const tokens: Record<'eva' | 'otto', string> = {} as never

async function part(key: string, data: Record<string, unknown>) {
  const created = await context.payload.create({
    collection: 'products',
    data: { catalogue: 'parts', unit: 'amount', tax: 20, isEnabled: true, isPublic: true, ...data } as never,
    depth: 0, overrideAccess: true,
  })
  ids[key] = created.id
}

async function buyer(name: string, discounts: { materialGroup: string; percentage: number }[] = []) {
  const customer = await context.payload.create({ collection: 'customers', data: { isCompany: true, companyName: `${name} GmbH`, discounts } as never, depth: 0, overrideAccess: true })
  const email = `${unique(name)}@example.at`
  await context.payload.create({
    collection: 'external-users',
    data: { email, password: 'geheim123', firstName: name, lastName: 'Kunde', roles: ['ROLE_EXTERNAL_USER', 'ROLE_USER'], isApproved: true, customers: [customer.id] },
    depth: 0, overrideAccess: true,
  })
  return (await context.payload.login({ collection: 'external-users', data: { email, password: 'geheim123' } })).token!
}

beforeAll(async () => {
  context = await startTestPayload()
  request = restClient(context.payload.config)
  await part('pump', { name: `Außenzahnradpumpe ${tag} 16`, uid: `ZP-${tag}-016`, price: 240, materialGroup: '5S9', minimumQuantity: 1, discounts: [{ minimumAmount: 5, newPrice: 228 }] })
  await part('seal', { name: `Öldichtung ${tag}`, uid: `RWDR-${tag}-30`, price: 12, minimumQuantity: 10, quantityStepSize: 10 })
  await part('hidden', { name: `Geheimteil ${tag}`, uid: `GH-${tag}`, price: 10, isPublic: false })
  tokens.eva = await buyer('Eva', [{ materialGroup: '5S9', percentage: 10 }])
  tokens.otto = await buyer('Otto')
})
afterAll(() => context?.close())

const line = (product: number, amount: number, comment = 'Für Linie 3', date = '') => ({ product, amount, unit: 'amount', parts: [comment, date] })
const post = (path: string, body: unknown, token?: string) => request('POST', path, { body, token })

describe('cart prices', () => {
  it('prices the lines with the customer discount, volume tiers and the amount grid, and totals them as the spec lists them', async () => {
    const response = await post('/custom/cart/quote', { items: [line(ids.pump, 5), line(ids.seal, 15)] }, tokens.eva)
    expect(response.status).toBe(200)
    const quote = (await response.json()) as { lines: Record<string, unknown>[]; totals: Record<string, unknown> }
    // Pump: tier 228 gross from 5 pieces = 190 net, minus 10 % for material group 5S9 = 171 net each.
    expect(quote.lines[0]).toMatchObject({ available: true, amount: 5, unitNetAfterDiscount: 171, lineNet: 855, listUnitNet: 200, isDiscounted: true })
    // Seals: 15 snaps up to 20 (minimum 10, step 10); 12 gross = 10 net.
    expect(quote.lines[1]).toMatchObject({ available: true, amount: 20, unitNetAfterDiscount: 10, lineNet: 200 })
    expect(quote.totals).toEqual({ netBeforeDiscount: 1200, discount: 145, discountPercentage: 12.08, netAfterDiscount: 1055, taxes: [{ rate: '20', amount: 211 }], gross: 1266 })
  })

  it('gives another customer its own prices, and marks a part that is no longer listed', async () => {
    const quote = (await (await post('/custom/cart/quote', { items: [line(ids.pump, 1), line(ids.hidden, 1)] }, tokens.otto)).json()) as { lines: Record<string, unknown>[] }
    expect(quote.lines[0]).toMatchObject({ unitNetAfterDiscount: 200, isDiscounted: false })
    expect(quote.lines[1]).toEqual({ index: 1, product: ids.hidden, available: false })
  })

  it('answers visitors without a shop session with 401, bad lines with 422', async () => {
    expect((await post('/custom/cart/quote', { items: [line(ids.pump, 1)] })).status).toBe(401)
    const bad = await post('/custom/cart/quote', { items: [{ product: 'Pumpe', amount: 1 }] }, tokens.eva)
    expect(bad.status).toBe(422)
  })
})

describe('saved cart', () => {
  it("keeps the cart with the account and gives it back with current product data, to this account only", async () => {
    const saved = await request('PUT', '/custom/cart', { token: tokens.eva, body: { items: [line(ids.seal, 20, 'Lager Süd', '01.02.2099'), line(ids.hidden, 1)] } })
    expect(saved.status).toBe(200)
    const loaded = (await (await request('GET', '/custom/cart', { token: tokens.eva })).json()) as { savedAt: string; items: { product: { uid: string; price: number }; amount: number; parts: string[] }[] }
    expect(loaded.savedAt).toBe(((await saved.json()) as { savedAt: string }).savedAt)
    expect(loaded.items).toHaveLength(1)
    expect(loaded.items[0]).toMatchObject({ amount: 20, parts: ['Lager Süd', '01.02.2099'], product: { uid: `RWDR-${tag}-30`, price: 12 } })
    const other = (await (await request('GET', '/custom/cart', { token: tokens.otto })).json()) as { items: unknown[] }
    expect(other.items).toEqual([])
    expect((await request('GET', '/custom/cart')).status).toBe(401)
  })

  it('cannot be written through the account itself over REST', async () => {
    const me = (await (await request('GET', '/external-users/me', { token: tokens.otto })).json()) as { user: { id: number } }
    await request('PATCH', `/external-users/${me.user.id}`, { token: tokens.otto, body: { cart: { savedAt: 'x', items: [line(ids.pump, 99)] } } })
    const loaded = (await (await request('GET', '/custom/cart', { token: tokens.otto })).json()) as { items: unknown[] }
    expect(loaded.items).toEqual([])
  })
})

describe('quick entry', () => {
  type Found = { data: { uid: string }[]; isSingleMatch: boolean }
  const find = async (term: string, token: string | undefined = tokens.eva) => {
    const response = await request('GET', `/custom/quick-entry?term=${encodeURIComponent(term)}`, { token })
    expect(response.status).toBe(200)
    return (await response.json()) as Found
  }

  it('finds a part by the beginning or the end of its material number, separators and case ignored', async () => {
    expect(await find(`zp${tag}016`.toLowerCase())).toEqual({ data: [expect.objectContaining({ uid: `ZP-${tag}-016` })], isSingleMatch: true })
    expect((await find(`${tag}-30`)).data.map((product) => product.uid)).toEqual([`RWDR-${tag}-30`])
  })

  it('finds a part by the beginning of its name, however umlauts are typed, but never an unlisted one', async () => {
    expect((await find(`Oeldichtung ${tag}`)).data.map((product) => product.uid)).toEqual([`RWDR-${tag}-30`])
    expect((await find(`Öldichtung ${tag}`)).isSingleMatch).toBe(true)
    expect((await find(`Geheimteil ${tag}`)).data).toEqual([])
  })

  it('shows at most 12 matches and no single match then', async () => {
    const result = await find('a')
    expect(result.data.length).toBeLessThanOrEqual(12)
    expect((await find('')).data).toEqual([])
  })

  it('is for signed-in shop customers only', async () => {
    expect((await request('GET', '/custom/quick-entry?term=zp')).status).toBe(401)
  })
})
