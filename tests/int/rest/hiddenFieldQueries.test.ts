import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { createWorld, unique, type World } from '../access/actors'
import { restClient } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'

let context: TestContext
let request: ReturnType<typeof restClient>
let world: World
let adminToken: string
let customerToken: string
let partUid: string

const refusal = (path: string) => ({ errors: [{ message: `Nach dem Feld „${path}“ kann nicht gefiltert oder sortiert werden.` }] })

beforeAll(async () => {
  context = await startTestPayload()
  request = restClient(context.payload.config)
  world = await createWorld(context.payload)
  partUid = unique('teil')
  await context.payload.create({
    collection: 'products',
    data: {
      name: 'Hydraulikpumpe HP-40', uid: partUid, catalogue: 'parts', unit: 'amount', price: 1234.5, isEnabled: true, isPublic: true,
      salesPrice: { price: 999 }, discounts: [{ minimumAmount: 5, newPrice: 1100 }],
    },
    depth: 0,
    overrideAccess: true,
  })
  const admin = world.actors.admin!
  adminToken = (await context.payload.login({ collection: 'users', data: { email: admin.email as string, password: 'geheim123' } })).token!
  const external = world.actors.external!
  customerToken = (await context.payload.login({ collection: 'external-users', data: { email: external.email as string, password: 'geheim123' } })).token!
})
afterAll(() => context.close())

const get = (query: string, token?: string) => request('GET', `/products?depth=0&${query}`, { token })

describe('hidden prices cannot be found out through filters or sorting', () => {
  it('anonymous: the list hides the parts price, and filtering by it is refused with 403', async () => {
    const listed = await get(`where[uid][equals]=${partUid}`)
    expect(listed.status).toBe(200)
    const [doc] = (await listed.json()).docs
    expect(doc.name).toBe('Hydraulikpumpe HP-40')
    expect(doc.price).toBeUndefined()

    for (const [query, path] of [
      [`where[uid][equals]=${partUid}&where[price][less_than]=2000`, 'price'],
      [`where[or][0][price][greater_than]=1000&where[or][1][name][equals]=x`, 'price'],
      [`where[and][0][uid][equals]=${partUid}&where[and][1][or][0][salesPrice.price][less_than]=1000`, 'salesPrice.price'],
      [`where[discounts.newPrice][less_than]=1200`, 'discounts.newPrice'],
    ] as const) {
      const response = await get(query)
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual(refusal(path))
    }
  })

  it('anonymous: sorting by a hidden price is refused with 403', async () => {
    for (const [sort, path] of [['price', 'price'], ['-price', 'price'], ['name,-salesPrice.price', 'salesPrice.price']] as const) {
      const response = await get(`sort=${sort}`)
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual(refusal(path))
    }
  })

  it('anonymous: selecting only the price does not reveal it', async () => {
    const response = await get(`where[uid][equals]=${partUid}&select[price]=true&select[salesPrice]=true`)
    expect(response.status).toBe(200)
    const [doc] = (await response.json()).docs
    expect(doc.price).toBeUndefined()
    expect(doc.salesPrice).toBeUndefined()
  })

  it('staff may filter and sort by price', async () => {
    const response = await get(`where[uid][equals]=${partUid}&where[price][less_than]=2000&sort=-price`, adminToken)
    expect(response.status).toBe(200)
    expect((await response.json()).docs).toEqual([expect.objectContaining({ uid: partUid, price: 1234.5 })])
  })

  it('a shop account that sees prices (ROLE_USER) may filter and sort by price', async () => {
    const below = await get(`where[uid][equals]=${partUid}&where[salesPrice.price][less_than]=1000&sort=price`, customerToken)
    expect(below.status).toBe(200)
    expect((await below.json()).docs).toEqual([expect.objectContaining({ uid: partUid, price: 1234.5 })])
    const above = await get(`where[uid][equals]=${partUid}&where[price][less_than]=1000`, customerToken)
    expect((await above.json()).docs).toEqual([])
  })

  it('the same rule guards the other collections: a branch API key, a customer\'s discounts', async () => {
    const apiKey = await request('GET', '/branches?depth=0&where[apiKey][like]=a')
    expect(apiKey.status).toBe(403)
    expect(await apiKey.json()).toEqual(refusal('apiKey'))
    const discounts = await request('GET', '/customers?depth=0&where[discounts.percentage][greater_than]=0', { token: customerToken })
    expect(discounts.status).toBe(403)
    expect(await discounts.json()).toEqual(refusal('discounts.percentage'))
  })
})
