import type { Payload } from 'payload'

import type { Order, OrdersSelect } from '@/src/payload-types'
import { sameSecret } from '@/src/server/security/sameSecret'

type LinkedSelect = OrdersSelect & { uid: true; hash: true }
type Populate = Parameters<Payload['find']>[0]['populate']

/**
 * The order behind a public link (its number and link secret), read with `select` (and
 * `populate` for its relations), or null for an unknown number or a wrong hash alike: the answer
 * reveals nothing about which one was wrong.
 */
export async function findOrderByLink<S extends LinkedSelect>(payload: Payload, uid: string, hash: string, select: S, populate?: Populate) {
  // No order number holds a NUL character (which PostgreSQL refuses in a query).
  if (!uid || !hash || uid.includes('\u0000')) return null
  const { docs } = await payload.find({
    collection: 'orders', where: { uid: { equals: uid } }, select, populate, limit: 1, depth: populate ? 1 : 0, overrideAccess: true, pagination: false,
  })
  const order = docs[0] as (Pick<Order, 'id' | 'uid' | 'hash'> & (typeof docs)[number]) | undefined
  return order && sameSecret(hash, order.hash) ? order : null
}
