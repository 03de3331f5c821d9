import type { Payload } from 'payload'

import { partsCatalogueSpecs } from './catalogue'
import { seedPartImages } from './images'
import { productData } from './productData'
import { inDependencyOrder, saveProducts } from './saveProducts'

/**
 * The B2B parts catalogue of 'Alpen Antriebstechnik GmbH' (parts-shop-and-site.md): about 300
 * drive and hydraulic components generated from small tables (series × sizes × variants), so
 * every run produces the same products, found again by their material number (`uid`).
 */

/**
 * Creates or updates the ~300 parts-shop products (key: material number). Accessory links are
 * resolved by creating products in dependency order, so every link target already has its id.
 */
export async function seedPartsCatalogue(payload: Payload, refs: { now: Date }): Promise<{ productIds: number[] }> {
  const specs = partsCatalogueSpecs()
  const waves = inDependencyOrder(specs)
  const imageIds = await seedPartImages(payload)
  const ids = await saveProducts(payload, waves, (spec, savedIds) => productData(spec, imageIds, savedIds, refs.now))
  return { productIds: specs.map((spec) => ids.get(spec.uid) as number) }
}
