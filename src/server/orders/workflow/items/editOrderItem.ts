import type { PayloadRequest } from 'payload'

import type { ItemChange } from '@/src/domain/contracts/desk'
import { LINE_EDITABLE_STATUSES, ORDER_STATUS_LABELS } from '@/src/domain/orders'
import { relatedId } from '@/src/domain/relations'
import { fillPlaceholders } from '@/src/domain/text'
import type { Order } from '@/src/payload-types'

import { ApiError } from '@/src/server/http/apiError'
import { assertBranchAccess, staffScope } from '../staffAccess'
import { WORKFLOW_TEXTS as T } from '../texts'
import { inTransaction, lockOrder } from '../transaction'
import { orderDeliveryArea, orderTotals, repriceLine, type ProductUnits } from './repriceItem'

type OrderItem = NonNullable<Order['items']>[number]

async function productUnits(req: PayloadRequest, product: OrderItem['product']): Promise<ProductUnits | null> {
  const id = relatedId(product)
  if (!id) return null
  const found = await req.payload.findByID({
    collection: 'products', id, depth: 0, select: { unit: true, alternativeUnits: true, calculationModel: true },
    disableErrors: true, overrideAccess: true, req,
  })
  return found ?? null
}

async function deliveryAreasOf(req: PayloadRequest, branch: Order['branch']) {
  const id = relatedId(branch)
  if (!id) return []
  const found = await req.payload.findByID({ collection: 'branches', id, depth: 0, select: { deliveryAreas: true }, disableErrors: true, overrideAccess: true, req })
  return found?.deliveryAreas ?? []
}

/**
 * Corrects one line (zero-based `index`) of a pending or confirmed food order: amount and/or
 * comment. The line is priced anew from its stored unit price and tax rate, the order totals
 * (tax groups, delivery fee by the area's rule) from all lines. Runs under the order's row lock.
 * ApiError: 401/403 (staff of the branch only), 404 unknown order or index, 409 when the
 * order's status no longer allows corrections or it is a parts-shop order.
 */
export async function editOrderItem(req: PayloadRequest, orderId: number, index: number, change: ItemChange): Promise<Order> {
  const scope = staffScope(req.user)
  return inTransaction(req, async () => {
    const locked = await lockOrder(req.payload, req, orderId)
    if (!locked) throw new ApiError(T.orderNotFound, 404)
    assertBranchAccess(scope, locked.branchId)
    if (!LINE_EDITABLE_STATUSES.includes(locked.status)) {
      throw new ApiError(fillPlaceholders(T.itemLocked, { status: ORDER_STATUS_LABELS[locked.status] }), 409)
    }
    if (locked.shop === 'parts') throw new ApiError(T.partsShopItemsLocked, 409)
    const order = await req.payload.findByID({
      collection: 'orders', id: orderId, depth: 0, overrideAccess: true, req,
      select: { branch: true, mode: true, deliveryArea: true, items: true, totals: true },
    })
    const items = [...(order.items ?? [])]
    const item = items[index]
    if (!item) throw new ApiError(T.itemNotFound, 404)
    const mode = order.mode ?? 'takeaway'
    const area = orderDeliveryArea(mode, order.deliveryArea, mode === 'delivery' ? await deliveryAreasOf(req, order.branch) : [])
    if (area === undefined) throw new ApiError(T.deliveryAreaMissing, 409)
    const amount = change.amount ?? item.amount
    const prices = change.amount === undefined ? {} : repriceLine(item, amount, mode, await productUnits(req, item.product))
    items[index] = { ...item, amount, ...prices, ...(change.comment !== undefined ? { comment: change.comment } : {}) }
    const totals = { ...order.totals, ...orderTotals(items, area) }
    return req.payload.update({ collection: 'orders', id: orderId, data: { items, totals }, depth: 0, overrideAccess: true, req })
  })
}
