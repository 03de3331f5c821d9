import sharp from 'sharp'

import { createOrder, takeawayCheckout, type OrderingWorld } from '../ordering/fixtures'
import type { OrderApi } from '../ordering/client'
import type { TestContext } from '../support/testPayload'

export type SampleOrder = { uid: string; hash: string; gross: number; items: string[] }
export type SampleUpload = { id: number; filename: string }

/**
 * Orders of every kind placed through the real checkout: takeaway, delivery with two lines and a
 * fee, dine-in, a configured burger, a cake with a customer's photo upload; and one order of a
 * shop customer (created directly, the parts shop's way of linking a customer record).
 */
export async function placeSampleOrders(context: TestContext, world: OrderingWorld, api: OrderApi): Promise<{ orders: SampleOrder[]; upload: SampleUpload }> {
  const { payload } = context
  const line = (product: number, amount = 1, extra: Record<string, unknown> = {}) => ({ product, amount, unit: 'amount', parts: [], ...extra })
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#DC0814' } }).png().toBuffer()
  const photo = await payload.create({
    collection: 'uploads', data: { alt: 'Foto' }, overrideAccess: true, depth: 0,
    // A name no other test file uploads: the run's media folder is shared, and Payload renames a second 'torte.png'.
    file: { data: png, mimetype: 'image/png', name: 'sicherung-torte.png', size: png.length },
  })
  const checkouts = [
    takeawayCheckout(world),
    takeawayCheckout(world, { isDelivery: true, deliveryArea: 'Zone 1', street: 'Neubaugasse 7', zipCode: '1070', city: 'Wien', country: 'AT', items: [line(world.products.schnitzel, 2), line(world.products.beer)] }),
    takeawayCheckout(world, { isDineIn: true, table: world.tableId, items: [line(world.products.beer, 2)] }),
    takeawayCheckout(world, { items: [line(world.products.burger, 1, { parts: ['Vollkorn', ['Käse', 'Speck']] })] }),
    takeawayCheckout(world, { items: [{ product: world.products.cake, amount: 1, parts: [[{ id: photo.id, publicHash: photo.publicHash }], 'Alles Gute'] }] }),
  ]
  const orders: SampleOrder[] = []
  for (const checkout of checkouts) {
    const { status, body } = await api.place(checkout)
    if (status !== 201) throw new Error(`Bestellung nicht angenommen: ${status} ${JSON.stringify(body)}`)
    orders.push(await summaryOf(context, body.uid))
  }
  const customer = await payload.create({ collection: 'customers', data: { isCompany: true, companyName: 'Sicherung GmbH', email: 'office@sicherung.at' }, depth: 0, overrideAccess: true })
  const ofCustomer = await createOrder(payload, world, { customer: customer.id })
  orders.push(await summaryOf(context, ofCustomer.uid!))
  return { orders, upload: { id: photo.id, filename: photo.filename! } }
}

async function summaryOf(context: TestContext, uid: string): Promise<SampleOrder> {
  const found = await context.payload.find({ collection: 'orders', where: { uid: { equals: uid } }, limit: 1, depth: 0, overrideAccess: true })
  const order = found.docs[0]
  return { uid, hash: order.hash!, gross: order.totals!.gross!, items: (order.items ?? []).map((item) => item.name!) }
}
