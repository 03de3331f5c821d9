import configPromise from '@payload-config'
import { getPayload } from 'payload'
import { headers } from 'next/headers'

import type { AccountOrder, AccountOrderPage } from '@/src/domain/contracts/account'
import { findOwnOrder, listOwnOrders, ownCustomerIds } from '@/src/server/account/orderHistory'

/**
 * The orders screens' data (server only), read through the same module as
 * /api/custom/account/orders: the signed-in shop customer's parts-shop orders, or 'signed-out'
 * when nobody (or no approved shop customer) is signed in.
 */

async function callerCustomerIds(): Promise<number[] | null> {
  const payload = await getPayload({ config: configPromise })
  const { user } = await payload.auth({ headers: await headers() })
  return ownCustomerIds(user)
}

/** One page of the history (newest first). */
export async function loadOwnOrderPage(page: number): Promise<AccountOrderPage | 'signed-out'> {
  const customerIds = await callerCustomerIds()
  if (!customerIds) return 'signed-out'
  return listOwnOrders(await getPayload({ config: configPromise }), customerIds, page)
}

/** One order of the caller; null for an unknown number, another customer's or a branch order. */
export async function loadOwnOrder(uid: string): Promise<AccountOrder | null | 'signed-out'> {
  const customerIds = await callerCustomerIds()
  if (!customerIds) return 'signed-out'
  return findOwnOrder(await getPayload({ config: configPromise }), customerIds, uid)
}
