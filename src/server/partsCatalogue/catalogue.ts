import type { Payload } from 'payload'

import type { CataloguePage } from '@/src/domain/contracts/partsCatalogue'
import type { ShopProduct } from '@/src/domain/contracts/partsShop'
import type { CatalogueQuery } from '@/src/domain/partsCatalogue'
import { processCache } from '@/src/server/cache/processCache'
import { searchCatalogue } from '@/src/server/partsCatalogue/catalogueSearch'

import { findListedProducts, popularProductIds, randomProductIds } from '../partsShop/products'
import { toShopProduct } from '../partsShop/shopProduct'
import type { ShopViewer } from '../partsShop/viewer'
import { poolOf } from '@/src/server/db/pool'

/**
 * Search results (ids, total, facet counts: the same for every viewer) of the most recent
 * searches, kept in this process until a product changes in any process (change feed). A large
 * category's facet counts cost hundreds of milliseconds at 100,000 parts; the searches buyers
 * repeat (the catalogue's start, its categories) are answered from memory.
 */
const recentSearches = processCache(['products'], 2_000)

/** One page of the catalogue for a viewer: products, the categories and filters of the result, the total. */
export async function cataloguePage(payload: Payload, query: CatalogueQuery, viewer: ShopViewer, now = new Date()): Promise<CataloguePage> {
  const result = await recentSearches.get(JSON.stringify(query), () => searchCatalogue(poolOf(payload), query))
  const products = await findListedProducts(payload, result.productIds)
  return {
    products: products.map((product) => toShopProduct(product, viewer, now)),
    categories: result.categories,
    filters: result.filters,
    pagination: { total: result.total, limit: query.limit, offset: query.offset },
  }
}

/** The products of a list of ids (popular, random, accessories) as this viewer sees them. */
export async function shopProducts(payload: Payload, ids: readonly number[], viewer: ShopViewer, now = new Date()): Promise<ShopProduct[]> {
  return (await findListedProducts(payload, ids)).map((product) => toShopProduct(product, viewer, now))
}

export const popularProducts = async (payload: Payload, viewer: ShopViewer) => shopProducts(payload, await popularProductIds(payload), viewer)

export const randomProducts = async (payload: Payload, viewer: ShopViewer, limit?: number) => shopProducts(payload, await randomProductIds(payload, limit), viewer)
