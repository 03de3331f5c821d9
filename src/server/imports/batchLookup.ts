import type { Payload, PayloadRequest } from 'payload'

import { IMPORTED_FIELDS, type ValidRow } from '@/src/domain/imports'

/** A stored product as the import compares it: the imported fields, its catalogue and id. */
export type StoredProduct = Record<string, unknown> & { id: number; uid: string; catalogue?: string | null; importSettings?: { keepImages?: boolean | null } | null }

const PRODUCT_SELECT = Object.fromEntries([...IMPORTED_FIELDS, 'catalogue'].map((field) => [field, true]))

/** What a batch refers to: its products and their accessories by material number, the image ids that exist. */
export type BatchLookup = { products: Map<string, StoredProduct>; imageIds: Set<number> }

/**
 * Loads everything a batch is compared with in two queries: the stored products of its material
 * numbers and of the accessories it names (one `uid in (…)` with `select`), and which of the image
 * ids it names exist.
 */
export async function lookUpBatch(payload: Payload, req: PayloadRequest, batch: readonly ValidRow[]): Promise<BatchLookup> {
  const uids = new Set<string>()
  const imageIds = new Set<number>()
  for (const { product } of batch) {
    uids.add(product.uid)
    for (const uid of [...(product.requiredAccessories ?? []), ...(product.optionalAccessories ?? [])]) uids.add(uid)
    for (const id of product.images ?? []) imageIds.add(id)
  }
  const [products, images] = await Promise.all([
    payload.find({ collection: 'products', where: { uid: { in: [...uids] } }, select: PRODUCT_SELECT, depth: 0, pagination: false, overrideAccess: true, req }),
    imageIds.size === 0
      ? { docs: [] }
      : payload.find({ collection: 'images', where: { id: { in: [...imageIds] } }, select: { version: true }, depth: 0, pagination: false, overrideAccess: true, req }),
  ])
  return {
    products: new Map(products.docs.map((doc) => [doc.uid as string, doc as unknown as StoredProduct])),
    imageIds: new Set(images.docs.map((doc) => doc.id)),
  }
}
