import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Pool } from 'pg'
import sharp from 'sharp'

import { startTestPayload, type TestContext } from '../support/testPayload'
import { orderApi, type OrderApi } from './client'
import { createOrderingWorld, takeawayCheckout, type OrderingWorld } from './fixtures'

let context: TestContext
let world: OrderingWorld
let api: OrderApi

beforeAll(async () => {
  context = await startTestPayload()
  world = await createOrderingWorld(context.payload)
  api = orderApi(context)
})
afterAll(() => context.close())

const line = (product: number, amount: number | string = 1, extra: Record<string, unknown> = {}) => ({ product, amount, unit: 'amount', parts: [], ...extra })
const delivery = (items: unknown[], extra: Record<string, unknown> = {}) =>
  takeawayCheckout(world, { isDelivery: true, deliveryArea: 'Zone 1', street: 'Neubaugasse 7', zipCode: '1070', city: 'Wien', country: 'AT', items, ...extra })

describe('a priced order for each mode', () => {
  it('takeaway: 1 × 12,90 € at 10 % is stored with the server’s totals', async () => {
    const { status, body } = await api.place(takeawayCheckout(world))
    expect(status).toBe(201)
    expect(body).toEqual({ uid: expect.stringMatching(/^\d{8}-\d{4,}$/), hash: expect.any(String) })
    const order = await api.order(body.uid)
    expect(order).toMatchObject({ mode: 'takeaway', status: 'pending', paymentMethod: 'cash', paymentStatus: 'onSite', firstName: 'Erika' })
    expect(order.items?.[0]).toMatchObject({ name: 'Wiener Schnitzel', amount: 1, unitPrice: 12.9, taxRate: 10, net: 11.7273, tax: 1.1727, gross: 12.9 })
    expect(order.totals).toMatchObject({ gross: 12.9, net: 11.73, tax: 1.17, deliveryFee: 0 })
  })

  it('the storefront marks its order shop: ordering (the spec’s body without it is a branch order too)', async () => {
    const { status, body } = await api.place({ shop: 'ordering', ...takeawayCheckout(world) })
    expect(status).toBe(201)
    expect(await api.order(body.uid)).toMatchObject({ shop: 'ordering', mode: 'takeaway' })
  })

  it('delivery: goods 30,30 € plus 3,50 € fee taxed at the area’s 20 %, totals grouped by rate', async () => {
    const { status, body } = await api.place(delivery([line(world.products.schnitzel, 2), line(world.products.beer)]))
    expect(status).toBe(201)
    const order = await api.order(body.uid)
    expect(order).toMatchObject({ mode: 'delivery', deliveryArea: 'Zone 1', street: 'Neubaugasse 7' })
    expect(order.totals).toMatchObject({ gross: 33.8, net: 30.12, tax: 3.68, deliveryFee: 3.5 })
    expect(order.totals?.taxes?.map(({ rate, net, tax, gross }) => ({ rate, net, tax, gross }))).toEqual([
      { rate: 10, net: 23.45, tax: 2.35, gross: 25.8 },
      { rate: 20, net: 6.67, tax: 1.33, gross: 8 },
    ])
  })

  it('delivery is free from 50 € of goods', async () => {
    const { body } = await api.place(delivery([line(world.products.schnitzel, 4)]))
    expect((await api.order(body.uid)).totals).toMatchObject({ gross: 51.6, deliveryFee: 0 })
  })

  it('dine-in at table 7 uses the dine-in tax and records the table number', async () => {
    const { status, body } = await api.place(takeawayCheckout(world, { isDineIn: true, table: world.tableId, items: [line(world.products.beer, 2)] }))
    expect(status).toBe(201)
    const order = await api.order(body.uid)
    expect(order).toMatchObject({ mode: 'dineIn', tableIdentifier: '7', table: world.tableId })
    expect(order.totals).toMatchObject({ gross: 9, net: 7.5, tax: 1.5 })
  })

  it('a closed branch that takes preorders accepts the order', async () => {
    const { status } = await api.place(takeawayCheckout(world, { branch: world.branches.preorder.identifier }))
    expect(status).toBe(201)
  })
})

describe('the server recomputes and snaps what the client sends', () => {
  it('ignores prices and totals in the request', async () => {
    const tampered = takeawayCheckout(world, { items: [line(world.products.schnitzel, 1, { price: 0.01, gross: 0.01 })], totals: { gross: 0.01 }, total: 0.01 })
    const { body } = await api.place(tampered)
    expect((await api.order(body.uid)).totals?.gross).toBe(12.9)
  })

  it('snaps 0,33 kg of cheese (minimum 0,1, step 0,05) to 0,35 kg and prices it at 32 €/kg', async () => {
    const { body } = await api.place(takeawayCheckout(world, { items: [{ product: world.products.cheese, amount: '0,33', unit: 'kg' }] }))
    const order = await api.order(body.uid)
    expect(order.items?.[0]).toMatchObject({ amount: 0.35, unit: 'kg', gross: 11.2 })
    expect(order.totals?.isApproximate).toBe(true)
  })

  it('prices chosen options and describes the configuration', async () => {
    const { body } = await api.place(takeawayCheckout(world, { items: [{ product: world.products.burger, amount: 1, parts: ['Vollkorn', ['Käse']] }] }))
    expect((await api.order(body.uid)).items?.[0]).toMatchObject({ gross: 12.5, partsSummary: 'Brot: Vollkorn; Extras: Käse', parts: ['Vollkorn', ['Käse']] })
  })
})

describe('validation answers 422 with German messages per field', () => {
  const expectErrors = async (body: unknown, errors: { field?: string; message: string }[]) => {
    const response = await api.place(body)
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual(expect.arrayContaining(errors.map((error) => expect.objectContaining(error))))
  }

  it('minimum order value not reached for delivery', () =>
    expectErrors(delivery([line(world.products.beer)]), [
      { field: 'deliveryArea', message: 'Sie haben den Mindestbestellwert in Höhe von 20,00 € leider noch nicht erreicht. Fügen Sie Waren im Wert von mindestens 15,50 € hinzu oder wählen Sie eine andere Art der Lieferung.' },
    ]))

  it('branch closed without preorders', () =>
    expectErrors(takeawayCheckout(world, { branch: world.branches.closed.id }), [{ message: 'Derzeit haben wir leider geschlossen. Wir sind auf Urlaub.' }]))

  it('dine-in without a table, and a table of another branch', async () => {
    await expectErrors(takeawayCheckout(world, { isDineIn: true }), [{ field: 'table', message: 'Bitte wählen Sie Ihren Tisch.' }])
    await expectErrors(takeawayCheckout(world, { isDineIn: true, branch: world.branches.other.id, table: world.tableId }), [
      { field: 'table', message: 'Dieser Tisch gehört nicht zu dieser Filiale.' },
    ])
  })

  it('contact data, address and legal consent', () =>
    expectErrors(delivery([line(world.products.schnitzel, 2)], { firstName: '', email: 'keine-adresse', street: '', legalInstructions: false, privacyPolicy: false }), [
      { field: 'firstName', message: 'Bitte geben Sie Ihren Vornamen an.' },
      { field: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse an.' },
      { field: 'street', message: 'Bitte geben Sie Straße und Hausnummer an.' },
      { field: 'legalInstructions', message: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.' },
      { field: 'privacyPolicy', message: 'Bitte akzeptieren Sie die Datenschutzerklärung.' },
    ]))

  it('a phone number in local format gets the format hint; a 00 prefix becomes +', async () => {
    await expectErrors(takeawayCheckout(world, { phone: '0660 123456' }), [{ field: 'phone', message: 'Bitte geben Sie eine gültige Nummer im Format +43 660 1234567 an.' }])
    const { body } = await api.place(takeawayCheckout(world, { phone: '0043 660 1234567' }))
    expect((await api.order(body.uid)).phone).toBe('+436601234567')
  })

  it('products that are not on the active menu or not available', () =>
    expectErrors(takeawayCheckout(world, { items: [line(world.products.offMenu), line(world.products.hidden)] }), [
      { field: 'items.0', message: 'Das Produkt „Nicht auf der Karte“ ist derzeit leider nicht bestellbar.' },
      { field: 'items.1', message: 'Das Produkt „Ausverkauft“ ist derzeit leider nicht bestellbar.' },
    ]))

  it('a required part missing and an empty cart', async () => {
    await expectErrors(takeawayCheckout(world, { items: [{ product: world.products.burger, amount: 1, parts: [null, ['Käse']] }] }), [
      { field: 'items.0.parts', message: 'Bitte vervollständigen Sie die Auswahl für „Burger“.' },
    ])
    await expectErrors(takeawayCheckout(world, { items: [] }), [{ field: 'items', message: 'Keine Produkte im Warenkorb!' }])
  })

  it('payment method and mode the branch does not offer', async () => {
    await expectErrors(takeawayCheckout(world, { paymentMethod: 'atm-card' }), [{ field: 'paymentMethod', message: 'Bitte wählen Sie eine verfügbare Zahlungsart.' }])
    await context.payload.update({ collection: 'branches', id: world.branches.other.id, data: { isDineInEnabled: false }, overrideAccess: true })
    await expectErrors(takeawayCheckout(world, { branch: world.branches.other.id, isDineIn: true }), [
      { field: 'isDineIn', message: 'Diese Art der Bestellung bietet die Filiale leider nicht an.' },
    ])
  })

  it('uploads must exist with their public hash', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#DC0814' } }).png().toBuffer()
    const upload = await context.payload.create({
      collection: 'uploads', data: { alt: 'Foto' }, overrideAccess: true,
      file: { data: png, mimetype: 'image/png', name: 'foto.png', size: png.length },
    })
    const cake = (publicHash: string) => takeawayCheckout(world, { items: [{ product: world.products.cake, amount: 1, parts: [[{ id: upload.id, publicHash }], 'Alles Gute'] }] })
    await expectErrors(cake('falsch'), [{ field: 'items.0.parts', message: 'Die hochgeladene Datei für „Motivtorte“ wurde nicht gefunden. Bitte laden Sie sie erneut hoch.' }])
    const { status, body } = await api.place(cake(upload.publicHash!))
    expect(status).toBe(201)
    expect((await api.order(body.uid)).items?.[0]?.partsSummary).toBe('Foto: 1 Datei; Aufschrift: Alles Gute')
  })

  it('a malformed request answers 422, not 500', async () => {
    const response = await api.place({ branch: world.branches.open.id, items: 'viele' })
    expect(response.status).toBe(422)
    expect(response.body.errors[0].field).toBe('items')
  })
})

/**
 * The readable order number is the day and the id padded to four digits; from id 10,000 on it
 * must grow, not be cut (PostgreSQL's lpad cuts: ids 52490…52499 all became '…-5249' and every
 * order after the first of them failed; found by the crash scenario of the reliability suite).
 */
describe('order numbers beyond 9999', () => {
  it('gives ten orders with five-digit ids ten different numbers that end in their ids', async () => {
    const pool = (context.payload.db as unknown as { pool: Pool }).pool
    await pool.query(`SELECT setval(pg_get_serial_sequence('orders', 'id'), greatest(52489, (SELECT coalesce(max(id), 0) FROM orders)))`)
    const placed = []
    for (let index = 0; index < 10; index++) {
      const { status, body } = await api.place(takeawayCheckout(world))
      expect(status).toBe(201)
      placed.push(await api.order(body.uid))
    }
    expect(new Set(placed.map((order) => order.uid)).size).toBe(10)
    for (const order of placed) {
      expect(order.id).toBeGreaterThan(52489)
      expect(order.uid).toMatch(new RegExp(`^\\d{8}-${order.id}$`))
    }
  })
})
