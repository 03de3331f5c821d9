import { createLocalReq, type Payload } from 'payload'

import { zoned, formatDate } from '@/src/domain/text/dates'
import { ApiError } from '@/src/server/http/apiError'
import { placeOrder } from '@/src/server/orders/placeOrder'
import { demoAccountsWanted } from './demoAccounts'

/**
 * Orders of the parts shop's demo customers (see shopCustomers.ts), so the catalogue's slider
 * 'Häufig gekaufte Artikel' (GET /api/custom/popular-products, more than 5 parts ordered in the
 * last 90 days) shows on a fresh installation. Bearings and seals are ordered in large numbers,
 * pumps, valves and couplings in few, so the list has a clear order.
 */

/** One line: material number, amount, comment (parts[0]) and the wanted delivery date as days after tomorrow (null: none). */
type DemoLine = [uid: string, amount: number, comment: string, deliveryInDays: number | null]

type DemoPartsOrder = {
  key: string
  /** E-mail address of the (approved) shop account that places the order. */
  account: string
  items: DemoLine[]
  /** Index into the customer's `data.shippingAddresses`; none: the billing address. */
  shippingAddress?: number
  ticketNumber?: string
  comment?: string
  priority?: boolean
}

const HUBER = 'einkauf@hydraulik-huber.at'
const STEINER = 'technik@steiner-maschinenbau.at'
const WAGNER = 'franz.wagner@example.at'

/*
 * Amounts per part over all orders (the popular list's order): 6202-2RS 124, RWDR 30 90,
 * 6205-2RS 60, Nutring 36 40, filter element 24, angle fitting 16, hose 12.5 m, seal kit 10,
 * check valve 6, directional valve 4, coupling 3, pump 2. Every part is public and shows its price
 * (partsCatalogue/specialCases.ts).
 */
const DEMO_PARTS_ORDERS: DemoPartsOrder[] = [
  { key: 'demo-parts-order-0001', account: HUBER, shippingAddress: 0, ticketNumber: 'BE-24117', items: [
    ['5S8-RKL-6202-2RS', 50, 'Für Anlage 3, Linie Süd', 3],
    ['SV-RWDR-30-47-7', 40, '', null],
    ['SV-SD-036', 25, 'Nachrüstung Presse 2', 3],
  ] },
  { key: 'demo-parts-order-0002', account: HUBER, shippingAddress: 1, priority: true, comment: 'Bitte vor 10 Uhr liefern, Stillstand im Aggregat.', items: [
    ['5S9-ZP-016-R', 1, 'Ersatz für Hydraulikaggregat Halle B', 1],
    ['5SW-FE-063', 12, 'Wartung Aggregat Halle B', 1],
  ] },
  { key: 'demo-parts-order-0003', account: STEINER, items: [
    ['5S8-RKL-6202-2RS', 40, 'Serienfertigung Förderband FB-12', 7],
    ['5S8-RKL-6205-2RS', 30, 'Serienfertigung Förderband FB-12', 7],
  ] },
  { key: 'demo-parts-order-0004', account: HUBER, ticketNumber: 'BE-24131', items: [
    ['5SA-WV06-J-24DC', 3, 'Für Anlage 3, Linie Süd', 10],
    ['5SB-RV-G12', 4, 'Für Anlage 3, Linie Süd', 10],
    ['5SE-WV-012L', 10, '', null],
  ] },
  { key: 'demo-parts-order-0005', account: STEINER, items: [
    ['5S7-KK-024-92', 2, 'Antrieb Rührwerk R4', 4],
    ['ET-DS-050', 6, 'Zylinder Abkantpresse AP 160', 4],
  ] },
  { key: 'demo-parts-order-0006', account: HUBER, shippingAddress: 1, items: [
    ['SV-RWDR-30-47-7', 30, 'Servicewagen Wels', null],
    ['SV-SD-036', 15, '', null],
    ['5S8-RKL-6205-2RS', 20, 'Lagerbestand Servicewagen Wels', 5],
  ] },
  { key: 'demo-parts-order-0007', account: WAGNER, comment: 'Abholung möglich?', items: [
    ['5S8-RKL-6202-2RS', 4, 'Für die Kreissäge in der Werkstatt', null],
  ] },
  { key: 'demo-parts-order-0008', account: STEINER, items: [
    ['5S9-ZP-016-R', 1, 'Ersatzpumpe Hubtisch HT 2', 14],
    ['5SW-FE-063', 12, 'Lagervorrat Instandhaltung', 14],
  ] },
  { key: 'demo-parts-order-0009', account: HUBER, shippingAddress: 0, ticketNumber: 'BE-24158', items: [
    ['5S8-RKL-6202-2RS', 30, 'Für Anlage 3, Linie Süd', 6],
    ['SV-RWDR-30-47-7', 20, '', null],
  ] },
  { key: 'demo-parts-order-0010', account: HUBER, items: [
    ['ET-DS-050', 4, 'Zylinder Presse 1, Linie Nord', 6],
    ['5SE-WV-012L', 6, '', null],
    ['5SB-RV-G12', 2, 'Für Anlage 1, Linie Nord', 6],
  ] },
  { key: 'demo-parts-order-0011', account: STEINER, items: [
    ['5S8-RKL-6205-2RS', 10, 'Ersatzteillager Graz', null],
    ['5SA-WV06-J-24DC', 1, 'Prüfstand Halle 2', 8],
    ['5S7-KK-024-92', 1, 'Antrieb Rührwerk R5', 8],
  ] },
  { key: 'demo-parts-order-0012', account: HUBER, shippingAddress: 0, items: [
    ['5SD-HS-1SN-DN10', 12.5, 'Zuschnitt 2 × 6,25 m für Bagger B7', 2],
  ] },
]

/** Material numbers of every part the demo orders contain. */
export const DEMO_PARTS_ORDER_UIDS = [...new Set(DEMO_PARTS_ORDERS.flatMap((order) => order.items.map(([uid]) => uid)))]
/** The idempotency keys of the demo parts orders. */
export const DEMO_PARTS_ORDER_KEYS = DEMO_PARTS_ORDERS.map((order) => order.key)

/**
 * Places the demo parts orders through the real checkout (placeOrder: the parts shop's rules and
 * server pricing with the customer's discounts), each as a request signed in as the ordering shop
 * account. Like those accounts, only in development (demoAccountsWanted); the parts catalogue and
 * the shop customers must be seeded first. Orders already stored under their key are left alone,
 * so seeding again (also on another day, when the delivery dates would differ) changes nothing.
 */
export async function seedPartsOrders(payload: Payload, refs: { now: Date }): Promise<void> {
  if (!demoAccountsWanted()) return
  const existing = await payload.find({
    collection: 'orders',
    where: { idempotencyKey: { in: DEMO_PARTS_ORDER_KEYS } },
    depth: 0,
    overrideAccess: true,
    pagination: false,
    select: { idempotencyKey: true },
  })
  const placed = new Set(existing.docs.map((doc) => doc.idempotencyKey))
  const missing = DEMO_PARTS_ORDERS.filter((order) => !placed.has(order.key))
  if (missing.length === 0) return

  const [products, accounts] = await Promise.all([
    payload.find({
      collection: 'products',
      where: { and: [{ catalogue: { equals: 'parts' } }, { uid: { in: DEMO_PARTS_ORDER_UIDS } }] },
      depth: 0,
      overrideAccess: true,
      pagination: false,
      select: { uid: true, unit: true },
    }),
    payload.find({
      collection: 'external-users',
      where: { email: { in: [...new Set(DEMO_PARTS_ORDERS.map((order) => order.account))] } },
      depth: 0,
      overrideAccess: true,
      pagination: false,
    }),
  ])
  const productByUid = new Map(products.docs.map((doc) => [doc.uid, doc]))
  const accountByEmail = new Map(accounts.docs.map((doc) => [doc.email.toLowerCase(), doc]))

  // The checkout checks wanted delivery dates against the clock: never count from a `now` in the past.
  const today = zoned(new Date(Math.max(refs.now.getTime(), Date.now()))).startOf('day')
  const deliveryDate = (days: number | null) => (days === null ? null : formatDate(today.plus({ days: 1 + days })))

  for (const order of missing) {
    const account = accountByEmail.get(order.account)
    if (!account) continue // the demo accounts are seeded before (shopCustomers.ts)
    const req = await createLocalReq({ user: { ...account, collection: 'external-users' } }, payload)
    const body = {
      shop: 'parts',
      comment: order.comment ?? null,
      ticketNumber: order.ticketNumber ?? null,
      shippingAddress: order.shippingAddress ?? null,
      priority: order.priority ?? false,
      items: order.items.map(([uid, amount, comment, days]) => {
        const product = productByUid.get(uid)
        if (!product) throw new Error(`Demo-Teilebestellung ${order.key}: Artikel ${uid} fehlt im Teilekatalog.`)
        return { product: product.id, amount, unit: product.unit ?? 'amount', parts: [comment || null, deliveryDate(days)] }
      }),
    }
    await placeOrder(req, body, order.key).catch((error: unknown) => {
      throw error instanceof ApiError ? new Error(`Demo-Teilebestellung ${order.key}: ${JSON.stringify(error.errors)}`) : error
    })
  }
}
