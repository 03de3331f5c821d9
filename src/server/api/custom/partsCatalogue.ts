import type { Endpoint, PayloadRequest } from 'payload'

import type { ShopProductAnswer } from '@/src/domain/contracts/partsShop'
import { CATALOGUE_QUERY_TEXTS, MAX_CATALOGUE_LIMIT, parseCatalogueQuery, type CatalogueParams } from '@/src/domain/partsCatalogue'
import { ApiError } from '@/src/server/http/apiError'
import { cataloguePage, popularProducts, randomProducts, shopProducts } from '@/src/server/partsCatalogue/catalogue'
import { findListedProductByUid, PRODUCT_LIST_LIMIT } from '@/src/server/partsShop/products'
import { toShopProduct } from '@/src/server/partsShop/shopProduct'
import { shopViewerOf, type ShopViewer } from '@/src/server/partsShop/viewer'
import { siteSearch } from '@/src/server/partsShop/siteSearch'

/**
 * The parts shop's catalogue calls under /api/custom (parts-shop-and-site.md section 7). Prices in
 * every answer follow the viewer's roles (shopProduct.ts): an anonymous caller never gets one.
 */

const PRODUCT_NOT_FOUND = 'Das Produkt wurde nicht gefunden.'
const PRICE_SORT_SIGNED_IN_ONLY = 'Nach dem Preis sortieren können nur angemeldete Kunden.'

const viewerOf = (req: PayloadRequest) => shopViewerOf(req.payload, req.user as Parameters<typeof shopViewerOf>[1])

const queryOf = (req: PayloadRequest) => new URL(req.url ?? 'http://localhost').searchParams

/** Anonymous answers may be kept briefly by the browser; a signed-in viewer's (prices) never. */
const answer = (body: unknown, viewer: ShopViewer) =>
  Response.json(body, { headers: { 'Cache-Control': viewer.isSignedIn ? 'private, no-store' : 'public, max-age=60' } })

/** GET /api/custom/paginated-products?term&filters&category&limit&offset&orderBy */
const paginatedProducts: Endpoint = {
  path: '/custom/paginated-products',
  method: 'get',
  handler: async (req) => {
    const params = queryOf(req)
    const names: (keyof CatalogueParams)[] = ['term', 'category', 'filters', 'orderBy', 'limit', 'offset']
    const parsed = parseCatalogueQuery(Object.fromEntries(names.map((name) => [name, params.get(name)])))
    if (!parsed.ok) throw ApiError.fields(parsed.errors)
    const viewer = await viewerOf(req)
    // The order of prices is a price too: only for those who see them.
    if (parsed.query.sort.startsWith('price') && !viewer.isSignedIn) throw new ApiError(PRICE_SORT_SIGNED_IN_ONLY, 422, 'orderBy')
    return answer(await cataloguePage(req.payload, parsed.query, viewer), viewer)
  },
}

/** GET /api/custom/products/uid/{uid}: `{ data: product }`. */
const productByUid: Endpoint = {
  path: '/custom/products/uid/:uid',
  method: 'get',
  handler: async (req) => {
    const uid = String(req.routeParams?.uid ?? '')
    const product = uid && !uid.includes('\u0000') ? await findListedProductByUid(req.payload, uid) : null
    if (!product) throw new ApiError(PRODUCT_NOT_FOUND, 404)
    const viewer = await viewerOf(req)
    return answer({ data: toShopProduct(product, viewer, new Date()) } satisfies ShopProductAnswer, viewer)
  },
}

/** GET /api/custom/products/{id}: `{ data: product }` (used per accessory). */
const productById: Endpoint = {
  path: '/custom/products/:id',
  method: 'get',
  handler: async (req) => {
    const raw = String(req.routeParams?.id ?? '')
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null
    const viewer = await viewerOf(req)
    const [product] = id ? await shopProducts(req.payload, [id], viewer) : []
    if (!product) throw new ApiError(PRODUCT_NOT_FOUND, 404)
    return answer({ data: product } satisfies ShopProductAnswer, viewer)
  },
}

/** GET /api/custom/popular-products: the parts ordered most in the last 90 days (at most 30), an array. */
const popular: Endpoint = {
  path: '/custom/popular-products',
  method: 'get',
  handler: async (req) => {
    const viewer = await viewerOf(req)
    return answer(await popularProducts(req.payload, viewer), viewer)
  },
}

/** GET /api/custom/products?limit=30: parts picked at random, an array. */
const random: Endpoint = {
  path: '/custom/products',
  method: 'get',
  handler: async (req) => {
    const raw = queryOf(req).get('limit')
    const limit = raw === null || raw === '' ? PRODUCT_LIST_LIMIT : /^\d{1,3}$/.test(raw) ? Number(raw) : NaN
    if (!(limit >= 1 && limit <= MAX_CATALOGUE_LIMIT)) throw new ApiError(CATALOGUE_QUERY_TEXTS.invalidLimit, 422, 'limit')
    const viewer = await viewerOf(req)
    return answer(await randomProducts(req.payload, viewer, limit), viewer)
  },
}

/** GET /api/custom/search?term: the header's site search, `{ sites: [{ name, path }], products: [{ name, uid }] }`. */
const search: Endpoint = {
  path: '/custom/search',
  method: 'get',
  handler: async (req) => {
    const term = queryOf(req).get('term') ?? ''
    if (term.includes('\u0000')) throw new ApiError(CATALOGUE_QUERY_TEXTS.invalidCharacter, 422, 'term')
    if (term.length > 200) throw new ApiError(CATALOGUE_QUERY_TEXTS.termTooLong, 422, 'term')
    return Response.json(await siteSearch(req.payload, term), { headers: { 'Cache-Control': 'public, max-age=60' } })
  },
}

export const catalogueEndpoints: Endpoint[] = [paginatedProducts, productByUid, productById, popular, random, search]
