import type { Payload, PayloadRequest } from 'payload'

import { customerIdsOf, isExternalUserAccount } from '@/src/domain/roles'
import type { Product } from '../../../domain/types'
import type { PartsCheckout } from './input'

export type ShopCustomer = Record<string, unknown> & {
  id: number
  email?: string | null
  isVatNumberVerified?: boolean | null
  discounts?: { materialGroup: string; percentage: number }[] | null
  data?: { shippingAddresses?: { value?: Record<string, unknown> | null }[] | null } | null
}

export type PartsContext = {
  now: Date
  account: { id: number; email: string; phone?: string | null; firstName?: string; lastName?: string } | null
  customer: ShopCustomer | null
  products: Map<number, Product & { id: number }>
}

/** The signed-in, approved shop account, its (first) customer record and the ordered parts. */
export async function loadPartsContext(req: PayloadRequest, input: PartsCheckout, now: Date): Promise<PartsContext> {
  const { payload, user } = req
  const account = isExternalUserAccount(user) && (user as { isApproved?: boolean }).isApproved ? (user as unknown as PartsContext['account']) : null
  const customerId = account ? customerIdsOf(user as never)[0] : undefined
  const productIds = [...new Set(input.items.map((item) => item.product))]
  const [customer, products] = await Promise.all([
    customerId ? payload.findByID({ collection: 'customers', id: customerId, depth: 0, overrideAccess: true, disableErrors: true }) : null,
    productIds.length ? findParts(payload, productIds) : [],
  ])
  return { now, account, customer: (customer as unknown as ShopCustomer) ?? null, products: new Map(products.map((product) => [product.id, product])) }
}

async function findParts(payload: Payload, ids: number[]) {
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [{ id: { in: ids } }, { catalogue: { equals: 'parts' } }, { isEnabled: { equals: true } }, { isPublic: { not_equals: false } }] },
    limit: ids.length,
    depth: 0,
    overrideAccess: true,
  })
  return docs as unknown as (Product & { id: number })[]
}
