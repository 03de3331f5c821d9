import type { Payload, Where } from 'payload'

import type { PaymentConfig } from '@/src/domain/cart/payment'
import type { OrderingCheckout } from '@/src/domain/contracts/ordering'
import { uploadRefsOf } from '@/src/domain/media'
import type { Branch } from '@/src/domain/branches/types'
import type { Product } from '@/src/domain/products/types'
import type { BranchesSelect, ConfigSelect, ProductsSelect } from '@/src/payload-types'

import { domainBranch } from '@/src/server/branches/toDomain'
import { processCache } from '@/src/server/cache/processCache'
import { loadBranchMenus, orderableProductIds } from '@/src/server/menu/orderableProducts'
import { domainProduct } from '@/src/server/products/toDomain'
import { orderQrCodeId } from '@/src/server/qr/codes'

type CheckoutProduct = Product & { id: number }
type Settings = PaymentConfig & { currency?: string | null; shopName?: string | null; enablePluginDonations?: boolean | null }

export type OrderingContext = {
  now: Date
  branch: (Branch & { id: number }) | null
  settings: Settings
  products: Map<number, CheckoutProduct>
  orderable: Set<number>
  table: { id: number; identifier: string } | null
  donatee: { id: number; name: string } | null
  /** The id of the QR code the customer came from (an unknown code is none). */
  qrCode: number | null
  uploads: Map<number, { id: number; publicHash?: string | null }>
}

/** What of a checkout the context is read for; a cart quote has no table, donatee or QR code. */
type ContextInput = Pick<OrderingCheckout, 'branch' | 'items' | 'table' | 'donatee'> & { qrCode?: string | null }

const uploadIdsOf = (input: ContextInput): number[] => input.items.flatMap((item) => uploadRefsOf(item.parts).map((ref) => Number(ref.id)))

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

/** What the checkout reads of staff-maintained data, kept in memory until staff change it (processCache.ts). */
const checkoutData = processCache(['branches', 'menus', 'categories', 'products', 'tables', 'donatees', 'config'])

async function loadBranch(payload: Payload, reference: number | string) {
  const where: Where = typeof reference === 'number' ? { id: { equals: reference } } : { identifier: { equals: reference } }
  const { docs } = await payload.find({ collection: 'branches', where, limit: 1, depth: 0, overrideAccess: true, select: BRANCH_UNUSED })
  return docs[0] ?? null
}

/** A stored branch by id or identifier as the checkout reads it (from memory once read); its contact fields go into the notifications. */
export const checkoutBranch = (payload: Payload, reference: number | string) =>
  checkoutData.get(`branch:${typeof reference}:${reference}`, () => loadBranch(payload, reference))

const cachedSettings = (payload: Payload): Promise<Settings> =>
  checkoutData.get('settings', () => payload.findGlobal({ slug: 'config', depth: 0, overrideAccess: true, select: SETTINGS_FIELDS }))

async function cachedProducts(payload: Payload, ids: number[]): Promise<OrderingContext['products']> {
  const found = await checkoutData.getMany<CheckoutProduct>(ids.map(String), async (missing) => {
    const { docs } = await payload.find({ collection: 'products', where: { id: { in: missing } }, limit: missing.length, depth: 0, overrideAccess: true, select: PRICING_FIELDS })
    return new Map(docs.map((doc) => [String(doc.id), domainProduct(doc)]))
  })
  return new Map([...found.values()].filter((doc): doc is CheckoutProduct => doc !== undefined).map((doc) => [doc.id, doc]))
}

const cachedTable = (payload: Payload, branchId: number, id: number) =>
  checkoutData.get(`table:${branchId}:${id}`, async () => {
    const { docs } = await payload.find({ collection: 'tables', where: { and: [{ id: { equals: id } }, { branch: { equals: branchId } }] }, limit: 1, depth: 0, overrideAccess: true, select: { identifier: true } })
    return docs[0] ?? null
  })

const cachedDonatee = (payload: Payload, id: number) =>
  checkoutData.get(`donatee:${id}`, async () => {
    const { docs } = await payload.find({ collection: 'donatees', where: { and: [{ id: { equals: id } }, { isEnabled: { equals: true } }] }, limit: 1, depth: 0, overrideAccess: true, select: { name: true } })
    return docs[0] ?? null
  })

async function loadUploads(payload: Payload, ids: number[]): Promise<OrderingContext['uploads']> {
  if (!ids.length) return new Map()
  const { docs } = await payload.find({ collection: 'uploads', where: { id: { in: ids } }, limit: ids.length, depth: 0, overrideAccess: true, select: { publicHash: true } })
  return new Map(docs.map((doc) => [doc.id, doc]))
}

/**
 * Everything placement needs to check and price a checkout. Branch, settings, menus, products,
 * tables and donatees come from memory once read (no query per order); only the customers'
 * uploads are read each time.
 */
export async function loadOrderingContext(payload: Payload, input: ContextInput, now: Date): Promise<OrderingContext> {
  const stored = await checkoutBranch(payload, input.branch)
  const branch = stored ? domainBranch(stored) : null
  const productIds = [...new Set(input.items.map((item) => item.product))]
  const [settings, products, menus, table, donatee, uploads, qrCode] = await Promise.all([
    cachedSettings(payload),
    cachedProducts(payload, productIds),
    branch ? checkoutData.get(`menus:${branch.id}`, () => loadBranchMenus(payload, branch.id)) : Promise.resolve([]),
    branch && input.table ? cachedTable(payload, branch.id, input.table) : Promise.resolve(null),
    input.donatee ? cachedDonatee(payload, input.donatee) : Promise.resolve(null),
    loadUploads(payload, [...new Set(uploadIdsOf(input))]),
    orderQrCodeId(payload, input.qrCode),
  ])
  return {
    now,
    branch,
    settings,
    products,
    orderable: branch ? orderableProductIds(menus, branch.id, now) : new Set(),
    table,
    donatee,
    uploads,
    qrCode,
  }
}
