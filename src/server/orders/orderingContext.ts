import type { Payload, Where } from 'payload'

import type { PaymentConfig } from '@/src/domain/cart/payment'
import { uploadRefsOf } from '@/src/domain/media'
import type { Branch, Product } from '@/src/domain/types'
import type { BranchesSelect, ConfigSelect, ProductsSelect } from '@/src/payload-types'

import type { OrderingCheckout } from './input'
import { orderableProductIds } from './menuCatalogue'

type Settings = PaymentConfig & { currency?: string | null; shopName?: string | null; enablePluginDonations?: boolean | null }

export type OrderingContext = {
  now: Date
  branch: (Branch & { id: number }) | null
  settings: Settings
  products: Map<number, Product & { id: number }>
  orderable: Set<number>
  table: { id: number; identifier: string } | null
  donatee: { id: number; name: string } | null
  uploads: Map<number, { id: number; publicHash?: string | null }>
}

const uploadIdsOf = (input: OrderingCheckout): number[] => input.items.flatMap((item) => uploadRefsOf(item.parts).map((ref) => Number(ref.id)))

/** Fields placement never reads; leaving them out keeps the hot path's queries small. */
const BRANCH_UNUSED = { images: false, logo: false, tags: false, description: false, keywords: false, apiKey: false } as const satisfies BranchesSelect<false>
const PRICING_FIELDS = {
  name: true, uid: true, description: true, type: true, catalogue: true, price: true, tax: true, takeawayTax: true, dineInTax: true,
  unit: true, alternativeUnits: true, minimumQuantity: true, maximumQuantity: true, quantityStepSize: true, defaultQuantity: true,
  defaultUnit: true, calculationModel: true, isPriceHidden: true, isEnabled: true, config: true, leadTime: true,
} as const satisfies ProductsSelect
const SETTINGS_FIELDS = {
  currency: true, shopName: true, enablePluginDonations: true,
  enableCash: true, enableATMCard: true, enableHydroAGVoucher: true, enableMollie: true, enableDatatrans: true,
} as const satisfies ConfigSelect

async function loadBranch(payload: Payload, reference: number | string): Promise<OrderingContext['branch']> {
  const where: Where = typeof reference === 'number' ? { id: { equals: reference } } : { identifier: { equals: reference } }
  const { docs } = await payload.find({ collection: 'branches', where, limit: 1, depth: 0, overrideAccess: true, select: BRANCH_UNUSED })
  return docs[0] ?? null
}

/** Everything placement needs to check and price a checkout, in a handful of queries (no per-item lookups). */
export async function loadOrderingContext(payload: Payload, input: OrderingCheckout, now: Date): Promise<OrderingContext> {
  const branch = await loadBranch(payload, input.branch)
  const productIds = [...new Set(input.items.map((item) => item.product))]
  const uploadIds = [...new Set(uploadIdsOf(input))]
  const [settings, products, orderable, table, donatee, uploads] = await Promise.all([
    payload.findGlobal({ slug: 'config', depth: 0, overrideAccess: true, select: SETTINGS_FIELDS }),
    productIds.length
      ? payload.find({ collection: 'products', where: { id: { in: productIds } }, limit: productIds.length, depth: 0, overrideAccess: true, select: PRICING_FIELDS })
      : Promise.resolve({ docs: [] }),
    branch ? orderableProductIds(payload, branch.id, now) : Promise.resolve(new Set<number>()),
    branch && input.table
      ? payload.find({ collection: 'tables', where: { and: [{ id: { equals: input.table } }, { branch: { equals: branch.id } }] }, limit: 1, depth: 0, overrideAccess: true, select: { identifier: true } })
      : Promise.resolve({ docs: [] }),
    input.donatee
      ? payload.find({ collection: 'donatees', where: { and: [{ id: { equals: input.donatee } }, { isEnabled: { equals: true } }] }, limit: 1, depth: 0, overrideAccess: true, select: { name: true } })
      : Promise.resolve({ docs: [] }),
    uploadIds.length
      ? payload.find({ collection: 'uploads', where: { id: { in: uploadIds } }, limit: uploadIds.length, depth: 0, overrideAccess: true, select: { publicHash: true } })
      : Promise.resolve({ docs: [] }),
  ])
  return {
    now,
    branch,
    settings,
    products: new Map(products.docs.map((doc) => [doc.id, doc])),
    orderable,
    table: table.docs[0] ?? null,
    donatee: donatee.docs[0] ?? null,
    uploads: new Map(uploads.docs.map((doc) => [doc.id, doc])),
  }
}
