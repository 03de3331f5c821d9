import type { Payload } from 'payload'

import { relatedId } from '@/src/domain/relations'
import type { Order, OrdersSelect } from '@/src/payload-types'
import { findOrderByLink } from '@/src/server/orders/publicLink'

import type { OnlinePaymentMethod } from './methods'

/** The fields of an order the payment flow reads. */
export type PaymentOrder = Pick<Order, 'id' | 'uid' | 'hash' | 'branch' | 'status' | 'paymentMethod' | 'paymentStatus' | 'paymentReference' | 'totals'>

const select = {
  uid: true, hash: true, branch: true, status: true, paymentMethod: true, paymentStatus: true, paymentReference: true, totals: true,
} as const satisfies OrdersSelect

export async function findPaymentOrder(payload: Payload, id: number | string): Promise<PaymentOrder | null> {
  const numericId = Number(id)
  if (!Number.isSafeInteger(numericId) || numericId <= 0) return null
  const { docs } = await payload.find({ collection: 'orders', where: { id: { equals: numericId } }, select, limit: 1, depth: 0, overrideAccess: true, pagination: false })
  return docs[0] ?? null
}

/** The order a provider's payment belongs to (its reference and method both match), or null. */
export async function findOrderByPaymentReference(payload: Payload, method: OnlinePaymentMethod, reference: string): Promise<PaymentOrder | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ paymentReference: { equals: reference } }, { paymentMethod: { equals: method } }] },
    select, limit: 1, depth: 0, overrideAccess: true, pagination: false,
  })
  return docs[0] ?? null
}

/** The order behind a public link (number and hash), or null when either does not match. */
export const findOrderByPublicLink = (payload: Payload, uid: string, hash: string): Promise<PaymentOrder | null> => findOrderByLink(payload, uid, hash, select)

export const branchIdOf = (order: Pick<PaymentOrder, 'branch'>): number | null => relatedId(order.branch)
