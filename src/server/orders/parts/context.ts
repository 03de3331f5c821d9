import type { Payload, PayloadRequest } from 'payload'

import type { PartsCheckout } from '@/src/domain/contracts/partsShop'
import { customerIdsOf, isApprovedExternalUserAccount } from '@/src/domain/roles'
import type { Product } from '@/src/domain/products/types'
import type { Customer, ExternalUser, Product as ProductDoc } from '@/src/payload-types'
import { domainProduct } from '@/src/server/products/toDomain'

export type PartsContext = {
  now: Date
  /** The signed-in shop account, when staff approved it. */
  account: ExternalUser | null
  /** Its (first) customer record: billing data, discounts, shipping addresses. */
  customer: Customer | null
  /** The ordered parts, as the domain's rules see them. */
  products: Map<number, Product & { id: number }>
}

/** The signed-in, approved shop account, its (first) customer record and the ordered parts. */
export async function loadPartsContext(req: PayloadRequest, input: PartsCheckout, now: Date): Promise<PartsContext> {
  const { payload, user } = req
  const account = user?.collection === 'external-users' && isApprovedExternalUserAccount(user) ? user : null
  const customerId = account ? customerIdsOf(account)[0] : undefined
  const productIds = [...new Set(input.items.map((item) => item.product))]
  const [customer, products] = await Promise.all([
    customerId ? payload.findByID({ collection: 'customers', id: customerId, depth: 0, overrideAccess: true, disableErrors: true }) : null,
    productIds.length ? findParts(payload, productIds) : [],
  ])
  return { now, account, customer: customer ?? null, products: new Map(products.map((product) => [product.id, domainProduct(product)])) }
}

async function findParts(payload: Payload, ids: number[]): Promise<ProductDoc[]> {
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [{ id: { in: ids } }, { catalogue: { equals: 'parts' } }, { isEnabled: { equals: true } }, { isPublic: { not_equals: false } }] },
    limit: ids.length,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}
