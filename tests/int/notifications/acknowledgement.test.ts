import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { sql } from '@payloadcms/db-postgres'

import { serveUpload } from '@/src/server/api/media/serveMedia'
import { createOrderAcknowledgement, OrderNotFoundError } from '@/src/server/notifications'

import { createOrder, createOrderingWorld, type OrderingWorld } from '../ordering/fixtures'
import { startTestPayload, type TestContext } from '../support/testPayload'
import { pdfTexts } from './pdfText'

let context: TestContext
let world: OrderingWorld

beforeAll(async () => {
  context = await startTestPayload()
  world = await createOrderingWorld(context.payload)
  await context.payload.updateGlobal({
    slug: 'config',
    data: { shopName: 'Alpenküche', businessName: 'Alpenküche Gastro GmbH', street: 'Hauptstraße 5', zipCode: '1010', city: 'Wien', email: 'office@example.at', disableTickets: false },
    depth: 0,
    overrideAccess: true,
  })
})
afterAll(() => context?.close())

const uploadOf = (id: number) => context.payload.findByID({ collection: 'uploads', id, depth: 0, overrideAccess: true })

/** The PDF as the customer gets it: through the order's link (the file is private to the order). */
async function storedPdf(id: number) {
  const upload = await uploadOf(id)
  const orderId = typeof upload.order === 'object' ? upload.order?.id : upload.order
  const order = await context.payload.findByID({ collection: 'orders', id: orderId!, depth: 0, overrideAccess: true })
  const served = await serveUpload(context.payload, ['order', order.uid!, order.hash!, `${upload.id}-${upload.version}.pdf`])
  expect(served.status).toBe(200)
  return { upload, bytes: new Uint8Array(await served.arrayBuffer()) }
}

describe('order acknowledgement (Auftragsbestätigung)', () => {
  it('is stored as a PDF upload, linked from the order, and shows the order', async () => {
    const order = await createOrder(context.payload, world, {
      mode: 'dineIn', table: world.tableId, appointment: '2026-11-21T17:30:00.000Z', comment: 'Tisch am Fenster, bitte',
      street: 'Testgasse 1', stairway: '2', floor: '3', door: '4', zipCode: '1010', city: 'Wien',
      items: [
        { name: 'Wiener Schnitzel', amount: 1, unit: 'amount', unitPrice: 12.9, taxRate: 10, net: 11.7273, tax: 1.1727, gross: 12.9 },
        { name: 'Burger', amount: 2, unit: 'amount', unitPrice: 12.5, taxRate: 10, net: 22.7273, tax: 2.2727, gross: 25, partsSummary: 'Brot: Vollkorn; Extras: Käse' },
        { name: 'Zipfer Märzen', amount: 1, unit: 'amount', unitPrice: 4.5, taxRate: 20, net: 3.75, tax: 0.75, gross: 4.5 },
      ],
      totals: { net: 38.2, tax: 4.2, gross: 42.4, deliveryFee: 0, taxes: [
        { rate: 10, net: 34.45, tax: 3.45, gross: 37.9 },
        { rate: 20, net: 3.75, tax: 0.75, gross: 4.5 },
      ] },
    })

    const uploadId = await createOrderAcknowledgement(context.payload, order.id)

    const linked = await context.payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })
    expect(linked.snapshot?.orderAcknowledgement).toBe(uploadId)
    const { upload, bytes } = await storedPdf(uploadId)
    expect(upload).toMatchObject({ mimeType: 'application/pdf', extension: 'pdf', version: 1, alt: `Auftragsbestätigung ${order.uid}` })
    expect(upload.filename).toBe(`Auftragsbestaetigung-${order.uid}.pdf`)

    const { pageCount, texts, title } = await pdfTexts(bytes)
    expect(pageCount).toBeGreaterThanOrEqual(1)
    expect(title).toBe(`Auftragsbestätigung ${order.uid}`)
    for (const text of [
      'Alpenküche', 'Alpenküche Gastro GmbH', 'Hauptstraße 5', '1010 Wien',
      'Auftragsbestätigung', `Auftragsnummer: ${order.uid}`, 'Filiale: Filiale Immer Offen', 'Art: Vor Ort essen',
      'Termin: 21.11.2026 um 18:30 Uhr', 'Tisch: 7',
      'Erika Musterfrau', 'Testgasse 1, Stiege 2, Stock 3, Tür 4', '+43 660 1234567', 'erika@example.at',
      'Menge', 'Einheit', 'Bezeichnung', 'Betrag',
      'Wiener Schnitzel', '12,90 €', 'Burger', 'Stk.', '2', 'Brot: Vollkorn; Extras: Käse', '25,00 €', 'Zipfer Märzen', '4,50 €',
      'Netto', '38,20 €', 'Mehrwertsteuer (10%)', '3,45 €', 'Mehrwertsteuer (20%)', '0,75 €', 'Gesamtsumme', '42,40 €',
      'Zahlungsart: Barzahlung', 'Kommentar: Tisch am Fenster, bitte',
    ]) expect(texts).toContain(text)
  })

  it('shows a different delivery address and replaces letters Helvetica cannot write', async () => {
    const order = await createOrder(context.payload, world, {
      mode: 'delivery', lastName: 'Łukasiewicz', ticketNumber: 'PO-4711',
      isDeliveryAddressDifferent: true, deliveryFirstName: 'Max', deliveryLastName: 'Müller', deliveryStreet: 'Lieferweg 9',
      deliveryZipCode: '9490', deliveryCity: 'Vaduz', deliveryCountry: 'LI',
    })
    const { bytes } = await storedPdf(await createOrderAcknowledgement(context.payload, order.id))
    const { texts } = await pdfTexts(bytes)
    for (const text of ['Rechnungsadresse', 'Lieferadresse', 'Erika Lukasiewicz', 'Max Müller', 'Lieferweg 9', '9490 Vaduz', 'Liechtenstein', 'Art: Lieferung', 'Ihre Referenz: PO-4711']) {
      expect(texts).toContain(text)
    }
  })

  it('a second call replaces the file of the same upload instead of adding one', async () => {
    const order = await createOrder(context.payload, world, { snapshot: { trackingUrl: 'https://tracking.example.at/123' } })
    const first = await createOrderAcknowledgement(context.payload, order.id)
    const countBefore = (await context.payload.count({ collection: 'uploads', overrideAccess: true })).totalDocs

    await context.payload.update({ collection: 'orders', id: order.id, data: { comment: 'Doch mit Zwiebel' }, depth: 0, overrideAccess: true })
    const second = await createOrderAcknowledgement(context.payload, order.id)

    expect(second).toBe(first)
    expect((await context.payload.count({ collection: 'uploads', overrideAccess: true })).totalDocs).toBe(countBefore)
    const { upload, bytes } = await storedPdf(second)
    expect(upload.version).toBe(2)
    expect((await pdfTexts(bytes)).texts).toContain('Kommentar: Doch mit Zwiebel')
    const linked = await context.payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })
    expect(linked.snapshot).toMatchObject({ orderAcknowledgement: first, trackingUrl: 'https://tracking.example.at/123' })
  })

  it('links itself without writing the order document, so a status change made meanwhile is kept', async () => {
    // It runs in the background after a confirmation: a document update would write back the
    // whole order as it was read, undoing e.g. 'completed' set by staff in the meantime.
    const order = await createOrder(context.payload, world, { status: 'confirmed' })
    const hooks = context.payload.collections.orders.config.hooks
    const documentWrites: unknown[] = []
    const recordWrite = ({ data }: { data: unknown }) => {
      documentWrites.push(data)
      return data
    }
    hooks.beforeChange.push(recordWrite as never)
    try {
      await context.payload.db.drizzle.execute(sql`UPDATE orders SET status = 'completed' WHERE id = ${order.id}`)
      const uploadId = await createOrderAcknowledgement(context.payload, order.id)
      const stored = await context.payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })
      expect(stored.status).toBe('completed')
      expect(stored.snapshot?.orderAcknowledgement).toBe(uploadId)
      expect(documentWrites).toEqual([])
    } finally {
      hooks.beforeChange.splice(hooks.beforeChange.indexOf(recordWrite as never), 1)
    }
  })

  it('refuses an unknown order', async () => {
    await expect(createOrderAcknowledgement(context.payload, 987654321)).rejects.toBeInstanceOf(OrderNotFoundError)
  })
})
