import type { Payload, Where } from 'payload'

import { IMAGE_REF_SELECT } from '@/src/domain/media'
import type { Product } from '@/src/payload-types'
import { processCache } from '@/src/server/cache/processCache'

import { SHOP_PRODUCT_SELECT } from './shopProduct'
import { poolOf } from '@/src/server/db/pool'

/** The products the shop lists: parts that are enabled and public (parts-shop-and-site.md section 2). */
const LISTED: Where[] = [{ catalogue: { equals: 'parts' } }, { isEnabled: { equals: true } }, { isPublic: { not_equals: false } }]

/**
 * Listed products as the shop shows them, by id, kept in this process until a product or image
 * changes in any process (change feed): a page of 60 parts with their arrays costs Payload about a
 * hundred milliseconds to read, and buyers open the same parts again and again.
 */
const listedProducts = processCache(['products', 'images'], 20_000)

async function readListedProducts(payload: Payload, ids: readonly number[]): Promise<Map<string, Product>> {
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [{ id: { in: [...ids] } }, ...LISTED] },
    limit: ids.length,
    pagination: false,
    depth: 1,
    overrideAccess: true,
    select: SHOP_PRODUCT_SELECT,
    populate: { images: IMAGE_REF_SELECT },
  })
  return new Map(docs.map((doc) => [String(doc.id), doc as Product]))
}

/** Listed products by id, in the order of `ids` (unknown or unlisted ids are left out); images populated. */
export async function findListedProducts(payload: Payload, ids: readonly number[]): Promise<Product[]> {
  if (ids.length === 0) return []
  const found = await listedProducts.getMany(ids.map(String), (missing) => readListedProducts(payload, missing.map(Number)))
  return ids.map((id) => found.get(String(id))).filter((doc): doc is Product => doc !== undefined)
}

/** A listed product by its material number, or null. */
export async function findListedProductByUid(payload: Payload, uid: string): Promise<Product | null> {
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [{ uid: { equals: uid } }, ...LISTED] },
    limit: 1,
    pagination: false,
    depth: 1,
    overrideAccess: true,
    select: SHOP_PRODUCT_SELECT,
    populate: { images: IMAGE_REF_SELECT },
  })
  return (docs[0] as Product | undefined) ?? null
}

/** How many the popular and the random products lists hold (parts-shop-and-site.md section 9). */
export const PRODUCT_LIST_LIMIT = 30
/** Popular means most ordered in this many days. */
const POPULAR_DAYS = 90

/** Ids of the listed parts ordered most (by quantity) in the last 90 days, at most 30. */
export async function popularProductIds(payload: Payload, limit = PRODUCT_LIST_LIMIT): Promise<number[]> {
  const { rows } = await poolOf(payload).query<{ product_id: number }>(
    `SELECT item.product_id FROM orders_items item
       JOIN orders ON orders.id = item._parent_id
       JOIN app_search.products listed ON listed.product_id = item.product_id AND listed.listed
     WHERE orders.shop = 'parts' AND orders.created_at >= now() - make_interval(days => $1)
     GROUP BY item.product_id ORDER BY sum(item.amount) DESC, item.product_id LIMIT $2`,
    [POPULAR_DAYS, limit],
  )
  return rows.map((row) => row.product_id)
}

/**
 * Ids of `limit` listed parts picked at random. A sample of the table (about three times as many
 * rows as asked for) keeps this cheap at 100,000 parts; small catalogues are shuffled whole.
 */
export async function randomProductIds(payload: Payload, limit = PRODUCT_LIST_LIMIT): Promise<number[]> {
  const { rows } = await poolOf(payload).query<{ product_id: number }>(
    `WITH size AS (SELECT greatest(reltuples, 1) AS rows FROM pg_class WHERE oid = 'app_search.products'::regclass)
     SELECT product_id FROM app_search.products
       TABLESAMPLE BERNOULLI ((SELECT least(100, 300.0 * $1 / rows) FROM size))
     WHERE listed ORDER BY random() LIMIT $1`,
    [limit],
  )
  return rows.map((row) => row.product_id)
}
