import configPromise from '@payload-config'
import { getPayload } from 'payload'
import { headers } from 'next/headers'

import type { ShippingAddress } from '@/src/domain/contracts/account'
import { customerIdsOf, isApprovedExternalUserAccount } from '@/src/domain/roles'
import { shippingAddressesOf } from '@/src/server/account/shippingAddresses'

/**
 * The shipping address screens' data (server only): the signed-in shop customer's addresses, or
 * null when nobody (or no approved customer) is signed in.
 */
export async function loadOwnShippingAddresses(): Promise<ShippingAddress[] | null> {
  const payload = await getPayload({ config: configPromise })
  const { user } = await payload.auth({ headers: await headers() })
  if (!isApprovedExternalUserAccount(user)) return null
  const customerId = customerIdsOf(user)[0]
  return customerId === undefined ? [] : shippingAddressesOf(payload, customerId)
}
