import configPromise from '@payload-config'
import { getPayload } from 'payload'

import { publicCache } from '@/src/server/cache/publicCache'
import { pageEntries, productChunkCount, productEntries } from '@/src/server/site/sitemapEntries'

/**
 * The sitemap's data (server only): the pages (start page, site pages, branches, shop) and the
 * parts in files of 40,000 addresses, each cached until what it lists changes.
 */

export const loadSitemapPages = publicCache('sitemap-pages', ['sites', 'branches'], async () => pageEntries(await getPayload({ config: configPromise })))

export const loadProductChunkCount = publicCache('sitemap-product-count', ['products'], async () => productChunkCount(await getPayload({ config: configPromise })))

export const loadSitemapProducts = publicCache('sitemap-products', ['products'], async (chunk: number) =>
  productEntries(await getPayload({ config: configPromise }), chunk),
)
