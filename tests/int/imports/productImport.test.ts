import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { sql } from '@payloadcms/db-postgres'

import { changesHeard } from '@/src/server/cache/changeFeed'

import { unique } from '../access/actors'
import type { TestContext } from '../support/testPayload'
import { image, part, startImportContext, type ImportContext } from './importWorld'

/**
 * POST /api/custom/upload-products (issue 25, imports) on the real database: the exact report of a
 * fixture with good and bad rows, an idempotent re-import, keepImages, the dry run, a batch that
 * fails mid-way, who may call it, and the body limit.
 */

let context: TestContext
let request: ImportContext['request']
let admin: string
let employee: string

beforeAll(async () => {
  ;({ context, request, admin, employee } = await startImportContext())
})
afterAll(() => context?.close())

type Report = { created: number; updated: number; unchanged: number; rejected: { line: number; uid: string | null; message: string }[] }

async function importRows(products: unknown[], options: { dryRun?: boolean; token?: string } = {}): Promise<{ status: number; body: Report }> {
  const body = options.dryRun === undefined ? { products } : { products, dryRun: options.dryRun }
  const response = await request('POST', '/custom/upload-products', { body, token: options.token ?? admin })
  return { status: response.status, body: (await response.json()) as Report }
}

const productByUid = async (uid: string) =>
  (await context.payload.find({ collection: 'products', where: { uid: { equals: uid } }, depth: 0, overrideAccess: true, limit: 1 })).docs[0]

describe('a fixture with good and bad rows', () => {
  const p = unique('IMP')
  const uid = (suffix: string) => `${p}-${suffix}`
  let menuUid: string
  let fixture: unknown[]

  beforeAll(async () => {
    await part(context.payload, { uid: uid('E'), name: 'Bestehender Filter', price: 9 })
    menuUid = (await part(context.payload, { uid: uid('MENU'), name: 'Gulasch', catalogue: 'menu' })).uid
    fixture = [
      {
        uid: uid('A'), name: 'Zahnradpumpe 16 cm³', price: 289.9, tax: 20, materialGroup: '5S9', shortDescription: 'Robuste Außenzahnradpumpe',
        categories: ['Hydraulik → Pumpen → Zahnradpumpen'], attributes: [{ label: 'Fördervolumen', value: '16 cm³' }, { label: 'Anschlüsse', values: ['G 1/2', 'G 3/4'] }],
        discounts: [{ minimumAmount: 5, newPrice: 275.4 }], salesPrice: { price: 230, endDate: '2026-12-31' },
      },
      { name: 'Ohne Materialnummer' },
      { uid: uid('B'), name: 'Kupplung', price: '12,50' },
      { uid: uid('C'), name: 'Druckbegrenzungsventil', price: 120, requiredAccessories: [uid('A')] },
      { uid: uid('D'), name: 'Saugfilter', optionalAccessories: ['GIBT-ES-NICHT'] },
      { uid: uid('E'), name: 'Bestehender Filter', price: 10 },
      { uid: uid('A'), name: 'Zahnradpumpe doppelt' },
      { uid: uid('F'), name: 'Dichtung', materialGroup: 'XX' },
      { uid: menuUid, name: 'Gulasch als Teil' },
    ]
  })

  it('answers the exact report: created, updated, unchanged and every refused line with its German reason', async () => {
    expect(await importRows(fixture)).toEqual({
      status: 200,
      body: {
        created: 2,
        updated: 1,
        unchanged: 0,
        rejected: [
          { line: 2, uid: null, message: 'Die Materialnummer fehlt.' },
          { line: 3, uid: uid('B'), message: 'Der Preis ist keine Zahl.' },
          { line: 5, uid: uid('D'), message: 'Unbekanntes Zubehör: Es gibt kein Produkt mit der Materialnummer „GIBT-ES-NICHT“ (auch nicht weiter oben im Import).' },
          { line: 7, uid: uid('A'), message: `Die Materialnummer „${uid('A')}“ steht bereits in Zeile 1.` },
          { line: 8, uid: uid('F'), message: 'Die Materialgruppe „XX“ ist unbekannt.' },
          { line: 9, uid: menuUid, message: `Die Materialnummer „${menuUid}“ gehört zu einem Produkt der Speisekarte, nicht des Teileshops.` },
        ],
      },
    })
  })

  it('stored the parts with their fields; an accessory named by an earlier line points to its product', async () => {
    const pump = await productByUid(uid('A'))
    expect(pump).toMatchObject({
      catalogue: 'parts', name: 'Zahnradpumpe 16 cm³', price: 289.9, tax: 20, takeawayTax: 20, dineInTax: 20, materialGroup: '5S9',
      categories: [{ value: 'Hydraulik → Pumpen → Zahnradpumpen' }],
      attributes: [{ type: 'textAttribute', label: 'Fördervolumen', value: '16 cm³' }, { type: 'listAttribute', label: 'Anschlüsse', values: [{ value: 'G 1/2' }, { value: 'G 3/4' }] }],
      discounts: [{ type: 'volumeDiscount', minimumAmount: 5, newPrice: 275.4 }],
      salesPrice: { price: 230 },
    })
    expect((await productByUid(uid('C'))).requiredAccessories).toEqual([pump.id])
    expect((await productByUid(uid('E'))).price).toBe(10)
    for (const refused of ['B', 'D', 'F']) expect(await productByUid(uid(refused))).toBeUndefined()
    expect((await productByUid(menuUid)).name).toBe('Gulasch')
  })

  it('a re-import of the same rows is unchanged throughout and writes nothing', async () => {
    const before = await context.payload.find({ collection: 'products', where: { uid: { like: p } }, depth: 0, overrideAccess: true, pagination: false, select: { updatedAt: true } })
    const again = await importRows(fixture)
    expect(again.status).toBe(200)
    expect({ ...again.body, rejected: again.body.rejected.map((entry) => entry.line) }).toEqual({ created: 0, updated: 0, unchanged: 3, rejected: [2, 3, 5, 7, 8, 9] })
    const after = await context.payload.find({ collection: 'products', where: { uid: { like: p } }, depth: 0, overrideAccess: true, pagination: false, select: { updatedAt: true } })
    expect(after.docs).toEqual(before.docs)
  })
})

describe('importSettings.keepImages', () => {
  it('a product that keeps its images keeps them; the others take the row’s images', async () => {
    const [own, imported] = [await image(context.payload, 'Eigenes Bild'), await image(context.payload, 'Importbild')]
    const keeps = await part(context.payload, { images: [own], importSettings: { keepImages: true }, price: 5 })
    const replaces = await part(context.payload, { images: [own], price: 5 })
    const { body } = await importRows([
      { uid: keeps.uid, name: 'Teil', price: 6, images: [imported] },
      { uid: replaces.uid, name: 'Teil', price: 5, images: [imported] },
      { uid: unique('TEIL'), name: 'Teil', images: [999_999] },
    ])
    expect(body).toMatchObject({ created: 0, updated: 2, unchanged: 0, rejected: [{ line: 3, message: 'Unbekanntes Bild: Es gibt kein Bild mit der ID 999999.' }] })
    expect(await productByUid(keeps.uid)).toMatchObject({ images: [own], price: 6 })
    expect(await productByUid(replaces.uid)).toMatchObject({ images: [imported] })
    // Only the images differ for the product that keeps its own: unchanged.
    expect((await importRows([{ uid: keeps.uid, name: 'Teil', price: 6, images: [imported] }])).body).toMatchObject({ unchanged: 1, updated: 0 })
  })
})

describe('dry run', () => {
  it('reports what would change and writes nothing', async () => {
    const existing = await part(context.payload, { name: 'Pumpe', price: 10 })
    const fresh = unique('NEU')
    const rows = [{ uid: fresh, name: 'Neu' }, { uid: existing.uid, name: 'Pumpe', price: 11 }, { uid: existing.uid, name: 'doppelt' }, { uid: unique('X'), name: 'Mit Zubehör', requiredAccessories: [fresh] }]
    expect(await importRows(rows, { dryRun: true })).toEqual({
      status: 200,
      body: { created: 2, updated: 1, unchanged: 0, rejected: [{ line: 3, uid: existing.uid, message: `Die Materialnummer „${existing.uid}“ steht bereits in Zeile 2.` }] },
    })
    expect(await productByUid(fresh)).toBeUndefined()
    expect((await productByUid(existing.uid)).price).toBe(10)
  })
})

describe('a batch that fails mid-way', () => {
  it('is rolled back whole: its rows stay untouched and are all reported; the batches before it are kept', async () => {
    const p = unique('STAPEL')
    const existing = await part(context.payload, { uid: `${p}-0270`, name: 'Vorher', price: 1 })
    const rows = Array.from({ length: 300 }, (_, index) => ({ uid: `${p}-${String(index + 1).padStart(4, '0')}`, name: `Teil ${index + 1}`, price: 2 }))
    const failing = `${p}-0260`
    const db = context.payload.db.drizzle
    // A rule of the database the row check does not know: the database refuses line 260 (second batch, lines 251–300).
    await db.execute(sql.raw(`ALTER TABLE products ADD CONSTRAINT import_test_refuses CHECK (uid <> '${failing}') NOT VALID`))
    try {
      const { status, body } = await importRows(rows)
      expect(status).toBe(200)
      expect({ created: body.created, updated: body.updated, unchanged: body.unchanged }).toEqual({ created: 250, updated: 0, unchanged: 0 })
      expect(body.rejected.map((entry) => entry.line)).toEqual(Array.from({ length: 50 }, (_, index) => 251 + index))
      expect(body.rejected.find((entry) => entry.line === 260)).toEqual({ line: 260, uid: failing, message: 'Die Datenbank hat diese Zeile abgelehnt; ihr Stapel (Zeilen 251–300) wurde deshalb nicht gespeichert.' })
      expect(body.rejected.find((entry) => entry.line === 270)).toEqual({
        line: 270, uid: existing.uid, message: 'Nicht gespeichert: Zeile 260 desselben Stapels (Zeilen 251–300) wurde abgelehnt, der ganze Stapel wurde zurückgenommen.',
      })
    } finally {
      await db.execute(sql.raw('ALTER TABLE products DROP CONSTRAINT import_test_refuses'))
    }
    const stored = await context.payload.find({ collection: 'products', where: { uid: { like: p } }, depth: 0, overrideAccess: true, pagination: false, select: { uid: true, price: true } })
    expect(stored.docs).toHaveLength(251)
    expect(stored.docs.filter((doc) => (doc.uid as string) > `${p}-0250`)).toEqual([{ id: existing.id, uid: existing.uid, catalogue: 'parts', price: 1 }])
  }, 120_000)
})

describe('the public caches', () => {
  it('hear of an import once per batch, not once per product', async () => {
    changesHeard(['products']) // starts listening
    await new Promise((resolve) => setTimeout(resolve, 300))
    const before = changesHeard(['products'])
    const p = unique('CACHE')
    const { body } = await importRows(Array.from({ length: 30 }, (_, index) => ({ uid: `${p}-${index}`, name: `Teil ${index}` })))
    expect(body.created).toBe(30)
    await new Promise((resolve) => setTimeout(resolve, 500))
    // One announcement: told in this process, and heard once more through PostgreSQL's NOTIFY.
    const heard = changesHeard(['products']) - before
    expect(heard).toBeGreaterThanOrEqual(1)
    expect(heard).toBeLessThanOrEqual(2)
  })
})

describe('who may import, and the request', () => {
  it('401 without a session, 403 for an employee, both in German', async () => {
    const anonymous = await request('POST', '/custom/upload-products', { body: { products: [] } })
    expect({ status: anonymous.status, body: await anonymous.json() }).toEqual({ status: 401, body: { errors: [{ message: 'Bitte melden Sie sich an.' }] } })
    const refused = await importRows([], { token: employee })
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 403, body: { errors: [{ message: 'Sie haben keine Berechtigung für diese Aktion.' }] } })
  })

  it('422 without a list of products or with dryRun not a flag', async () => {
    const missing = await request('POST', '/custom/upload-products', { body: {}, token: admin })
    expect({ status: missing.status, body: await missing.json() }).toEqual({
      status: 422, body: { errors: [{ field: 'products', message: 'Bitte geben Sie die Produkte als Liste an: { "products": [ … ] }.' }] },
    })
    const flag = await request('POST', '/custom/upload-products', { body: { products: [], dryRun: 'ja' }, token: admin })
    expect(await flag.json()).toEqual({ errors: [{ field: 'dryRun', message: 'dryRun muss true oder false sein.' }] })
  })

  it('takes a body above the small cap of other calls (here 2 MB), refuses one over 20 MB with 413', async () => {
    const padding = 'x'.repeat(2_000)
    const rows = Array.from({ length: 1_000 }, () => ({ name: padding }))
    const large = await importRows(rows, { dryRun: true })
    expect(large.status).toBe(200)
    expect(large.body.rejected).toHaveLength(1_000)
    const tooLarge = await request('POST', '/custom/upload-products', { body: { products: [], dryRun: true }, token: admin, headers: { 'Content-Length': String(21 * 1024 * 1024) } })
    expect({ status: tooLarge.status, body: await tooLarge.json() }).toEqual({ status: 413, body: { errors: [{ message: 'Die Anfrage ist zu groß.' }] } })
  })
})
