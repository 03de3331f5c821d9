import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { RequiredDataFromCollectionSlug } from 'payload'

import { poolOf } from '@/src/server/db/pool'

import { createWorld, unique, type World } from '../access/actors'
import { restClient } from '../support/rest'
import { startTestPayload, type TestContext } from '../support/testPayload'

/**
 * The parts catalogue's search engine in PostgreSQL through the shop's calls (/api/custom/…):
 * ranking, German spelling, facet and category counts, role-dependent prices and refused
 * parameters. Other test files share the database, so every product here carries this run's
 * category and unique material numbers.
 */

let context: TestContext
let request: ReturnType<typeof restClient>
let world: World
let tokens: { external: string; employee: string }
const top = unique('Testkatalog')
const tag = unique('x').replace(/[^a-z0-9]/gi, '').toUpperCase()
const ids: Record<string, number> = {}

type Part = Partial<RequiredDataFromCollectionSlug<'products'>> & { name: string; uid: string }

const part = async (key: string, data: Part) => {
  const created = await context.payload.create({
    collection: 'products',
    data: { catalogue: 'parts', unit: 'amount', tax: 20, isEnabled: true, isPublic: true, ...data },
    depth: 0,
    overrideAccess: true,
  })
  ids[key] = created.id
}

const text = (label: string, value: string) => ({ type: 'textAttribute' as const, label, value })

beforeAll(async () => {
  context = await startTestPayload()
  request = restClient(context.payload.config)
  world = await createWorld(context.payload)
  await part('pump16', {
    name: 'Außenzahnradpumpe ZP 16 cm³/U', uid: `ZP${tag}-016`, price: 240, weight: 5, materialGroup: '5S9',
    categories: [{ value: `${top} → Hydraulikpumpen → Zahnradpumpen` }],
    attributes: [text('Fördervolumen', '16 cm³/U'), text('Nenndruck', '250 bar')],
    discounts: [{ minimumAmount: 5, newPrice: 228 }, { minimumAmount: 10, newPrice: 216 }],
    shortDescription: 'Robuste Pumpe für Mobilhydraulik',
  })
  await part('pump11', {
    name: 'Außenzahnradpumpe ZP 11 cm³/U', uid: `ZP${tag}-011`, price: 200, weight: 1,
    categories: [{ value: `${top} → Hydraulikpumpen → Zahnradpumpen` }],
    attributes: [text('Fördervolumen', '11 cm³/U'), text('Nenndruck', '250 bar')],
  })
  await part('valve', {
    name: 'Wegeventil 4/3 NG 6', uid: `4WE6${tag}`, price: 310, weight: 0,
    categories: [{ value: `${top} → Ventile → Wegeventile` }],
    attributes: [text('Nenndruck', '315 bar'), { type: 'listAttribute', label: 'Spannung', values: [{ value: '24 V' }, { value: '230 V' }] }],
  })
  // Mentions the valve's material number in its text only: the valve itself must come first.
  await part('seal', {
    name: 'Dichtsatz für Wegeventile', uid: `DS${tag}`, price: 12, weight: 50,
    description: `Passend für 4WE6${tag} und baugleiche Ventile`,
    categories: [{ value: `${top} → Ventile → Dichtsätze` }],
  })
  await part('hose', { name: 'Hydraulikschläuche DN 10', uid: `HS${tag}`, price: 0, categories: [{ value: `${top} → Schläuche` }] })
  await part('damper', { name: 'Stoßdämpfer SD 20', uid: `SD${tag}`, price: 45, isPriceHidden: true, categories: [{ value: `${top} → Dämpfer` }] })
  await part('hidden', { name: 'Geheime Zahnradpumpe', uid: `GZ${tag}`, price: 10, isPublic: false, categories: [{ value: `${top} → Hydraulikpumpen → Zahnradpumpen` }] })
  await part('disabled', { name: 'Alte Zahnradpumpe', uid: `AZ${tag}`, price: 10, isEnabled: false, categories: [{ value: `${top} → Hydraulikpumpen → Zahnradpumpen` }] })

  const login = async (collection: 'users' | 'external-users', email: unknown) =>
    (await context.payload.login({ collection, data: { email: email as string, password: 'geheim123' } })).token as string
  tokens = {
    external: await login('external-users', world.actors.external!.email),
    employee: await login('users', world.actors.employeeA!.email),
  }
})
afterAll(() => context.close())

type Page = {
  products: { id: number; uid: string; price: number | null; content: { discounts: unknown[]; materialGroup: string | null }; display: { price: Record<string, unknown>; tiers: unknown[] } }[]
  filters: { label: string; options: { value: string; count: number }[] }[]
  categories: { path: string; label: string; count: number; children: { label: string; count: number }[] }[]
  pagination: { total: number }
}

async function search(params: Record<string, string>, token?: string): Promise<Page> {
  const response = await request('GET', `/custom/paginated-products?${new URLSearchParams(params)}`, { token })
  expect(response.status).toBe(200)
  return (await response.json()) as Page
}

const inOwnCategory = (params: Record<string, string> = {}, token?: string) => search({ category: top, ...params }, token)
const keysOf = (page: Page) => page.products.map((product) => Object.keys(ids).find((key) => ids[key] === product.id))

describe('ranking', () => {
  it('puts the part whose material number matches first, before a part that only mentions it', async () => {
    const page = await search({ term: `4WE6${tag}` })
    expect(keysOf(page).slice(0, 2)).toEqual(['valve', 'seal'])
  })

  it('finds a material number by its beginning and its end, ignoring case and separators', async () => {
    expect(keysOf(await search({ term: `zp${tag.toLowerCase()}` }))).toEqual(expect.arrayContaining(['pump16', 'pump11']))
    expect(keysOf(await search({ term: `${tag}016`, category: top }))).toEqual(['pump16'])
  })

  it('finds words by their beginning: "zahnradpum" finds the pumps, heavier weight first', async () => {
    expect(keysOf(await inOwnCategory({ term: 'zahnradpum' }))).toEqual(['pump16', 'pump11'])
  })

  it('lists the parts with most of the words when none has all: "Zahnradpumpe 16 ccm"', async () => {
    const page = await inOwnCategory({ term: 'Zahnradpumpe 16 ccm' })
    expect(keysOf(page)[0]).toBe('pump16')
  })

  it.each([['Schläuche'], ['schlaeuche'], ['schlauche'], ['HYDRAULIKSCHLÄUCHE']])('matches umlauts however they are typed: %s', async (term) => {
    expect(keysOf(await inOwnCategory({ term }))).toEqual(['hose'])
  })

  it.each([['Stoßdämpfer'], ['stossdaempfer'], ['Stossdampfer']])('matches ß and umlauts: %s', async (term) => {
    expect(keysOf(await inOwnCategory({ term }))).toEqual(['damper'])
  })

  it('answers a stop word alone without an error and without listing everything', async () => {
    const page = await inOwnCategory({ term: 'und' })
    expect(page.pagination.total).toBe(0)
  })

  it('never lists parts that are not public or not enabled', async () => {
    const page = await inOwnCategory({ term: 'Zahnradpumpe' })
    expect(keysOf(page)).not.toContain('hidden')
    expect(keysOf(page)).not.toContain('disabled')
    expect((await request('GET', `/custom/products/uid/GZ${tag}`)).status).toBe(404)
  })

  it('keeps the search documents current when a part is renamed or deleted', async () => {
    await context.payload.update({ collection: 'products', id: ids.hose, data: { name: 'Hochdruckschlauch DN 10' }, depth: 0, overrideAccess: true })
    expect(keysOf(await inOwnCategory({ term: 'Hochdruckschlauch' }))).toEqual(['hose'])
    expect(keysOf(await inOwnCategory({ term: 'Hydraulikschläuche' }))).toEqual([])
    await context.payload.update({ collection: 'products', id: ids.hose, data: { name: 'Hydraulikschläuche DN 10' }, depth: 0, overrideAccess: true })
    const temporary = await context.payload.create({
      collection: 'products', data: { name: 'Einweg-Kupplung', uid: `EK${tag}`, catalogue: 'parts', unit: 'amount', categories: [{ value: `${top} → Schläuche` }] },
      depth: 0, overrideAccess: true,
    })
    expect((await inOwnCategory({ term: 'Einweg' })).pagination.total).toBe(1)
    await context.payload.delete({ collection: 'products', id: temporary.id, overrideAccess: true })
    expect((await inOwnCategory({ term: 'Einweg' })).pagination.total).toBe(0)
  })
})

describe('facets', () => {
  it('counts each filter option in the result; a filter\'s own choice does not hide its other options', async () => {
    const page = await inOwnCategory({ filters: JSON.stringify({ Nenndruck: ['250 bar'] }) })
    expect(keysOf(page).sort()).toEqual(['pump11', 'pump16'])
    const pressure = page.filters.find((filter) => filter.label === 'Nenndruck')
    expect(pressure?.options).toEqual([{ value: '250 bar', count: 2 }, { value: '315 bar', count: 1 }])
    const volume = page.filters.find((filter) => filter.label === 'Fördervolumen')
    expect(volume?.options).toEqual([{ value: '11 cm³/U', count: 1 }, { value: '16 cm³/U', count: 1 }])
    expect(page.filters.find((filter) => filter.label === 'Spannung')).toBeUndefined()
  })

  it('combines values of one filter with "or" and filters with "and", list attributes included', async () => {
    const either = await inOwnCategory({ filters: JSON.stringify({ Nenndruck: ['250 bar', '315 bar'] }) })
    expect(either.pagination.total).toBe(3)
    const both = await inOwnCategory({ filters: JSON.stringify({ Nenndruck: ['315 bar'], Spannung: ['230 V'] }) })
    expect(keysOf(both)).toEqual(['valve'])
  })

  it('lists the categories below the chosen one with counts and their subcategories', async () => {
    const page = await inOwnCategory()
    expect(page.pagination.total).toBe(6)
    expect(page.categories.map(({ label, count, children }) => [label, count, children.map((child) => child.label)])).toEqual([
      ['Dämpfer', 1, []],
      ['Hydraulikpumpen', 2, ['Zahnradpumpen']],
      ['Schläuche', 1, []],
      ['Ventile', 2, ['Dichtsätze', 'Wegeventile']],
    ])
    const valves = await search({ category: `${top} → Ventile` })
    expect(valves.categories.map((category) => category.path)).toEqual([`${top} → Ventile → Dichtsätze`, `${top} → Ventile → Wegeventile`])
  })

  it('keeps the browsing counts equal to a recount while parts are added, changed, unlisted and deleted', async () => {
    const pool = poolOf(context.payload)
    // Kept counts of this run's categories against the same counts recomputed from the search documents.
    const counts = async (source: 'kept' | 'recount') => {
      const { rows } = await pool.query<{ scope: string; kind: string; value: string; count: number }>(
        source === 'kept'
          ? `SELECT scope, kind, value, count FROM app_search.browse_counts WHERE left(scope, length($1)) = $1 AND count > 0 ORDER BY 1, 2, 3`
          : `SELECT e.scope, e.kind, e.value, count(*)::int AS count FROM app_search.products p, app_search.browse_entries(p.categories, p.facets) e
             WHERE p.listed AND left(e.scope, length($1)) = $1 GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
        [top],
      )
      return rows
    }
    const extra = await context.payload.create({
      collection: 'products',
      data: { name: 'Zahnradpumpe ZP 8', uid: `ZP${tag}-008`, catalogue: 'parts', unit: 'amount', categories: [{ value: `${top} → Hydraulikpumpen → Zahnradpumpen` }], attributes: [text('Nenndruck', '200 bar')] },
      depth: 0, overrideAccess: true,
    })
    expect((await inOwnCategory()).pagination.total).toBe(7)
    expect((await inOwnCategory()).filters.find((filter) => filter.label === 'Nenndruck')?.options).toContainEqual({ value: '200 bar', count: 1 })
    await context.payload.update({ collection: 'products', id: extra.id, data: { attributes: [text('Nenndruck', '250 bar')], categories: [{ value: `${top} → Ventile` }] }, depth: 0, overrideAccess: true })
    expect(await counts('kept')).toEqual(await counts('recount'))
    await context.payload.update({ collection: 'products', id: extra.id, data: { isPublic: false }, depth: 0, overrideAccess: true })
    expect((await inOwnCategory()).pagination.total).toBe(6)
    expect(await counts('kept')).toEqual(await counts('recount'))
    await context.payload.update({ collection: 'products', id: extra.id, data: { isPublic: true }, depth: 0, overrideAccess: true })
    await context.payload.delete({ collection: 'products', id: extra.id, overrideAccess: true })
    const page = await inOwnCategory()
    expect(page.pagination.total).toBe(6)
    expect(page.filters.find((filter) => filter.label === 'Nenndruck')?.options).toEqual([{ value: '250 bar', count: 2 }, { value: '315 bar', count: 1 }])
    expect(await counts('kept')).toEqual(await counts('recount'))
  })

  it('pages through the result with the total of all pages', async () => {
    const first = await inOwnCategory({ limit: '4', orderBy: 'uid_asc' })
    const second = await inOwnCategory({ limit: '4', offset: '4', orderBy: 'uid_asc' })
    expect(first.products).toHaveLength(4)
    expect(second.products).toHaveLength(2)
    expect(second.pagination.total).toBe(6)
    expect(new Set([...first.products, ...second.products].map((product) => product.id)).size).toBe(6)
    const beyond = await inOwnCategory({ offset: '60' })
    expect(beyond.products).toEqual([])
    expect(beyond.pagination.total).toBe(6)
  })
})

describe('prices by role in every answer', () => {
  const pumpOf = (page: Page) => page.products.find((product) => product.id === ids.pump16)!

  it('anonymous callers never receive a price, tier or surcharge', async () => {
    const pump = pumpOf(await inOwnCategory())
    expect(pump.price).toBeNull()
    expect(pump.content.discounts).toEqual([])
    expect(pump.display).toEqual({ price: { visible: false, text: 'Preis auf Anfrage' }, tiers: [] })
    const byUid = await (await request('GET', `/custom/products/uid/ZP${tag}-016`)).json()
    expect(byUid.data.price).toBeNull()
    const byId = await (await request('GET', `/custom/products/${ids.pump16}`)).json()
    expect(byId.data.display.price.visible).toBe(false)
    const random = (await (await request('GET', '/custom/products?limit=100')).json()) as Page['products']
    expect(random.every((product) => product.price === null)).toBe(true)
  })

  it('a customer without a verified VAT number sees gross prices and the tiers', async () => {
    await context.payload.update({ collection: 'customers', id: world.customerOwn, data: { isVatNumberVerified: false }, depth: 0, overrideAccess: true })
    const pump = pumpOf(await inOwnCategory({}, tokens.external))
    expect(pump.price).toBe(240)
    expect(pump.display.price).toMatchObject({ visible: true, amount: 240, isNet: false, suffix: 'inkl. MwSt.' })
    expect(pump.display.tiers).toHaveLength(2)
    expect(pump.content.materialGroup).toBeNull()
  })

  it('a customer with a verified VAT number sees net prices', async () => {
    await context.payload.update({ collection: 'customers', id: world.customerOwn, data: { vatNumber: 'ATU12345678', isVatNumberVerified: true }, depth: 0, overrideAccess: true })
    const pump = pumpOf(await inOwnCategory({}, tokens.external))
    expect(pump.display.price).toMatchObject({ visible: true, amount: 200, isNet: true, suffix: 'exkl. MwSt.' })
  })

  it('a zero or hidden price stays "Preis auf Anfrage" for signed-in customers too', async () => {
    const page = await inOwnCategory({}, tokens.external)
    for (const key of ['hose', 'damper']) {
      const product = page.products.find((entry) => entry.id === ids[key])!
      expect(product.display.price).toEqual({ visible: false, text: 'Preis auf Anfrage' })
      expect(product.price).toBeNull()
    }
  })

  it('staff see the material group', async () => {
    expect(pumpOf(await inOwnCategory({}, tokens.employee)).content.materialGroup).toBe('5S9')
  })
})

describe('refused parameters', () => {
  it.each([
    ['filters=%7B%22a%22', 'filters', 'Die Filter sind ungültig: erwartet wird ein JSON-Objekt mit Listen von Werten.'],
    ['offset=-1', 'offset', 'Der Versatz (offset) muss eine ganze Zahl ab 0 sein.'],
    ['limit=101', 'limit', 'Die Anzahl (limit) muss eine ganze Zahl von 1 bis 100 sein.'],
    ['orderBy=zufall', 'orderBy', 'Diese Sortierung gibt es nicht.'],
    ['term=a%00b', 'term', 'Diese Angabe enthält ein unzulässiges Zeichen.'],
  ])('%s answers 422 with a German message', async (query, field, message) => {
    const response = await request('GET', `/custom/paginated-products?${query}`)
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ errors: [{ field, message }] })
  })

  it('sorts by price only for those who see prices', async () => {
    const refused = await request('GET', `/custom/paginated-products?category=${encodeURIComponent(top)}&orderBy=price_asc`)
    expect(refused.status).toBe(422)
    expect(await refused.json()).toEqual({ errors: [{ field: 'orderBy', message: 'Nach dem Preis sortieren können nur angemeldete Kunden.' }] })
    const sorted = await inOwnCategory({ orderBy: 'price_desc' }, tokens.external)
    expect(keysOf(sorted).slice(0, 3)).toEqual(['valve', 'pump16', 'pump11'])
    expect(keysOf(sorted).slice(-2).sort()).toEqual(['damper', 'hose'])
  })

  it.each([['/custom/products/abc'], ['/custom/products/99999999999999999'], ['/custom/products/uid/gibt-es-nicht'], ['/custom/products?limit=500']])(
    '%s is a clean refusal, never a 500',
    async (path) => {
      const response = await request('GET', path)
      expect([404, 422]).toContain(response.status)
      expect((await response.json()).errors[0].message).toMatch(/nicht gefunden|Anzahl/)
    },
  )
})

describe('site search', () => {
  it('suggests parts by name and material number; an empty term makes no suggestion', async () => {
    const found = await (await request('GET', `/custom/search?term=${encodeURIComponent(`4WE6${tag}`)}`)).json()
    expect(found.products[0]).toEqual({ name: 'Wegeventil 4/3 NG 6', uid: `4WE6${tag}` })
    expect(await (await request('GET', '/custom/search?term=%20%20')).json()).toEqual({ sites: [], products: [] })
  })
})
