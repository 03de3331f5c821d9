import type { RequiredDataFromCollectionSlug } from 'payload'

import type { MaterialGroup } from '@/src/domain/partsCatalogue'
import type { PartImageKey } from './images'

export type ProductData = RequiredDataFromCollectionSlug<'products'>
export type Attribute = NonNullable<ProductData['attributes']>[number]

/** One product of the parts catalogue before it becomes a `products` record (see productData). */
export type PartSpec = {
  uid: string
  name: string
  short: string
  description: string
  group: MaterialGroup
  categories: string[]
  attributes: Attribute[]
  /** List price per unit, net EUR; the stored price is gross incl. 20 % VAT. */
  net: number
  image: PartImageKey
  /** Ranking in the catalogue: higher comes first. */
  weight: number
  unit?: 'amount' | 'm'
  minimumQuantity?: number
  quantityStepSize?: number
  /** Minimum amounts of the volume tiers (5 %, 10 %, 15 % off). */
  tiers?: number[]
  /** The product takes an optional comment (e.g. a bore or a hardness). */
  commentOptional?: boolean
  /** Material numbers of the required and the optional accessories. */
  required?: string[]
  optional?: string[]
  mkz?: number
}
