import type { Payload } from 'payload'

import type { SiteSearchAnswer } from '@/src/domain/contracts/partsCatalogue'
import { parseCatalogueQuery } from '@/src/domain/partsCatalogue'
import { searchCatalogue } from '@/src/server/partsCatalogue/catalogueSearch'

import { findListedProducts } from './products'
import { poolOf } from '@/src/server/db/pool'

/** How many pages and products the header's search suggests. */
const SUGGESTIONS = 5

/**
 * The header's search (parts-shop-and-site.md section 2): published site pages whose name contains
 * the term, and the best parts of the catalogue search. An empty or whitespace-only term finds nothing.
 */
export async function siteSearch(payload: Payload, term: string): Promise<SiteSearchAnswer> {
  const trimmed = term.trim()
  if (trimmed === '') return { sites: [], products: [] }
  const parsed = parseCatalogueQuery({ term: trimmed, limit: String(SUGGESTIONS) })
  if (!parsed.ok) return { sites: [], products: [] }
  const pool = poolOf(payload)
  const [sites, hits] = await Promise.all([
    payload.find({
      collection: 'sites', depth: 0, limit: SUGGESTIONS, overrideAccess: false, pagination: false, sort: 'name',
      where: { name: { like: trimmed } }, select: { name: true, path: true },
    }),
    searchCatalogue(pool, parsed.query, { facets: false }),
  ])
  const products = await findListedProducts(payload, hits.productIds)
  return {
    sites: sites.docs.map((site) => ({ name: site.name, path: String(site.path ?? '') })),
    products: products.map((product) => ({ name: product.name, uid: product.uid ?? String(product.id) })),
  }
}
