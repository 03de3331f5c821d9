import { createLocalReq, type Payload } from 'payload'

import { ApiError } from '@/src/server/http/apiError'
import { placeOrder } from '@/src/server/orders/placeOrder'
import { changeOrderStatus } from '@/src/server/orders/workflow'
import type { OrderAction } from '@/src/domain/orders'

type DemoOrder = { key: string; customer: [string, string, string]; items: [string, number][]; mode?: 'delivery' | 'dineIn'; then?: OrderAction[] }

/** Orders of the Vienna branch in every state of the workflow, for the back office and the status page. */
const DEMO_ORDERS: DemoOrder[] = [
  { key: 'demo-order-0001', customer: ['Lena', 'Huber', 'lena.huber@example.at'], items: [['AK-wiener-schnitzel', 1], ['AK-almdudler', 1]] },
  { key: 'demo-order-0002', customer: ['Markus', 'Bauer', 'markus.bauer@example.at'], items: [['AK-tafelspitz', 2], ['AK-gruener-veltliner', 2]], then: ['confirm'] },
  { key: 'demo-order-0003', customer: ['Sophie', 'Wagner', 'sophie.wagner@example.at'], items: [['AK-schweinsbraten', 1], ['AK-apfelstrudel', 2], ['AK-zipfer', 1]], mode: 'delivery', then: ['confirm', 'in-delivery'] },
  { key: 'demo-order-0004', customer: ['Thomas', 'Gruber', 'thomas.gruber@example.at'], items: [['AK-frittatensuppe', 2], ['AK-sachertorte', 2]], then: ['confirm', 'completed'] },
  { key: 'demo-order-0005', customer: ['Anna', 'Steiner', 'anna.steiner@example.at'], items: [['AK-vogerlsalat', 1]], then: ['reject'] },
  { key: 'demo-order-0006', customer: ['Paul', 'Mayer', 'paul.mayer@example.at'], items: [['AK-wiener-schnitzel', 2]], mode: 'dineIn' },
]

const ignoreRefusal = (error: unknown) => {
  if (!(error instanceof ApiError)) throw error
}

/**
 * Places the demo orders through the real checkout (server pricing, idempotency keys, so seeding
 * twice changes nothing) and moves them through the workflow.
 */
export async function seedDemoOrders(payload: Payload, branchId: number, tableId: number | undefined): Promise<void> {
  const req = await createLocalReq({}, payload)
  const { docs } = await payload.find({ collection: 'products', where: { uid: { like: 'AK-' } }, limit: 100, depth: 0, overrideAccess: true, select: { uid: true } })
  const productIds = new Map(docs.map((doc) => [doc.uid, doc.id]))
  for (const order of DEMO_ORDERS) {
    const [firstName, lastName, email] = order.customer
    const body = {
      branch: branchId, isDelivery: order.mode === 'delivery', isDineIn: order.mode === 'dineIn', firstName, lastName, email,
      phone: '+43 660 1234567', paymentMethod: 'cash', legalInstructions: true, privacyPolicy: true,
      ...(order.mode === 'delivery' ? { deliveryArea: '1070 Neubau', street: 'Neubaugasse 12', zipCode: '1070', city: 'Wien', country: 'AT' } : {}),
      ...(order.mode === 'dineIn' ? { table: tableId } : {}),
      items: order.items.map(([uid, amount]) => ({ product: productIds.get(uid), amount, unit: 'amount', parts: [] })),
    }
    const placed = await placeOrder(req, body, order.key).catch((error: unknown) => {
      throw error instanceof ApiError ? new Error(`Demo-Bestellung ${order.key}: ${JSON.stringify(error.errors)}`) : error
    })
    if (!('uid' in placed.order)) throw new Error(`Demo-Bestellung ${order.key}: keine Barzahlung`)
    const { uid } = placed.order
    const stored = await payload.find({ collection: 'orders', where: { uid: { equals: uid } }, limit: 1, depth: 0, overrideAccess: true, select: {} })
    for (const action of order.then ?? []) {
      await changeOrderStatus(payload, req, stored.docs[0].id, action, { skipStaffCheck: true }).catch(ignoreRefusal)
    }
  }
}
