import type { Payload } from 'payload'

import { productHref } from '@/src/domain/partsCatalogue'
import { sitePath } from '@/src/domain/site'
import { branchPath } from '@/src/domain/shell'
import { poolOf } from '@/src/server/db/pool'

/** One address of the sitemap, relative to the site's origin. */
export interface SitemapEntry {
  path: string
  lastModified: string
}

/** Addresses per sitemap file; the protocol allows 50,000. */
export const SITEMAP_CHUNK = 40_000

/** The start page, the published site pages, the public branches and the shop's start page. */
export async function pageEntries(payload: Payload): Promise<SitemapEntry[]> {
  const [sites, branches] = await Promise.all([
    payload.find({
      collection: 'sites', depth: 0, overrideAccess: true, pagination: false, sort: 'path',
      where: { _status: { equals: 'published' } }, select: { path: true, updatedAt: true },
    }),
    payload.find({
      collection: 'branches', depth: 0, overrideAccess: true, pagination: false, sort: 'identifier',
      where: { and: [{ isEnabled: { equals: true } }, { isPublic: { equals: true } }] }, select: { identifier: true, updatedAt: true },
    }),
  ])
  const newest = [...sites.docs, ...branches.docs].map((doc) => doc.updatedAt).sort().at(-1) ?? new Date().toISOString()
  return [
    { path: '/', lastModified: newest },
    ...sites.docs.map((site) => ({ path: sitePath(site.path), lastModified: site.updatedAt })),
    ...branches.docs.flatMap((branch) => (branch.identifier ? [{ path: branchPath(branch.identifier), lastModified: branch.updatedAt }] : [])),
    { path: '/shop', lastModified: newest },
  ]
}

const LISTED_PARTS = `catalogue = 'parts' AND is_enabled IS TRUE AND is_public IS NOT FALSE`

/** How many product sitemap files the listed parts need. */
export async function productChunkCount(payload: Payload): Promise<number> {
  const { rows } = await poolOf(payload).query<{ count: string }>(`SELECT count(*) FROM products WHERE ${LISTED_PARTS}`)
  return Math.ceil(Number(rows[0]?.count ?? 0) / SITEMAP_CHUNK)
}

/** The detail pages of one chunk of listed parts (one statement: the catalogue has 100,000 parts). */
export async function productEntries(payload: Payload, chunk: number): Promise<SitemapEntry[]> {
  const { rows } = await poolOf(payload).query<{ uid: string; name: string; updated_at: Date }>(
    `SELECT uid, name, updated_at FROM products WHERE ${LISTED_PARTS} AND uid IS NOT NULL ORDER BY id LIMIT $1 OFFSET $2`,
    [SITEMAP_CHUNK, chunk * SITEMAP_CHUNK],
  )
  return rows.map((row) => ({ path: productHref(row), lastModified: row.updated_at.toISOString() }))
}
