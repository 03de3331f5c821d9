import configPromise from '@payload-config'
import { getPayload } from 'payload'
import { draftMode } from 'next/headers'
import type { Where } from 'payload'

import { IMAGE_REF_SELECT } from '@/src/domain/media'
import { ancestorPaths, canonicalSitePath, sitePath } from '@/src/domain/site'
import { legalTarget } from '@/src/domain/shell'
import { filledText, normalizeLink } from '@/src/domain/text'
import type { Site } from '@/src/payload-types'
import { publicCache } from '@/src/server/cache/publicCache'

import type { SiteContext, SitePageData, SiteTrailItem } from './types'

/**
 * The marketing site's one data module: a published page by its path with everything its blocks
 * show (images, files, referenced pages, contact blocks, branches) populated in one query, the
 * pages above it for the breadcrumbs, a service page's sibling menu, and the settings the blocks
 * need. Cached until an editor changes sites, blocks, images, files, branches or the settings.
 */

const SOURCES = ['sites', 'blocks', 'images', 'uploads', 'branches', 'config', 'theme'] as const

/** What of each related document the blocks show; the rest of the document is never read. */
const POPULATE = {
  images: IMAGE_REF_SELECT,
  uploads: { publicHash: true, version: true, extension: true, alt: true, filename: true, filesize: true },
  sites: { path: true, name: true, type: true, _status: true, content: { title: true, description: true, image: true, icon: true } },
  blocks: { name: true, type: true, content: { name: true, role: true, phone: true, email: true, image: true } },
  branches: { name: true, identifier: true, street: true, zipCode: true, city: true, latitude: true, longitude: true },
} as const

async function findPage(path: string, draft: boolean): Promise<Site | null> {
  const payload = await getPayload({ config: configPromise })
  const where: Where = draft ? { path: { equals: path } } : { and: [{ path: { equals: path } }, { _status: { equals: 'published' } }] }
  const { docs } = await payload.find({
    collection: 'sites', where, limit: 1, pagination: false, depth: 2, draft, overrideAccess: true,
    select: { name: true, path: true, type: true, content: true, seo: true, _status: true, updatedAt: true, createdAt: true },
    populate: POPULATE,
  })
  return docs[0] ?? null
}

async function findTrail(path: string): Promise<SiteTrailItem[]> {
  const paths = ancestorPaths(path)
  if (paths.length === 0) return []
  const payload = await getPayload({ config: configPromise })
  const { docs } = await payload.find({
    collection: 'sites', depth: 0, overrideAccess: true, pagination: false, select: { name: true, path: true },
    where: { and: [{ path: { in: paths } }, { _status: { equals: 'published' } }] },
  })
  const names = new Map(docs.map((doc) => [doc.path, doc.name]))
  // A level without a published page is left out of the trail rather than linked to a 404.
  return paths.flatMap((ancestor) => (names.has(ancestor) ? [{ label: names.get(ancestor) as string, href: sitePath(ancestor) }] : []))
}

/** A service page's menu: the pages of the first siteReferences block of its parent page, in the editor's order. */
async function findServiceMenu(page: Site): Promise<SiteTrailItem[]> {
  const parent = page.content?.parent
  const parentId = typeof parent === 'object' && parent ? parent.id : parent
  if (page.type !== 'custom_service' || !parentId) return []
  const payload = await getPayload({ config: configPromise })
  const { docs } = await payload.find({
    collection: 'sites', depth: 1, overrideAccess: true, limit: 1, pagination: false,
    where: { and: [{ id: { equals: parentId } }, { _status: { equals: 'published' } }] },
    select: { content: { body: true } },
    populate: { sites: { path: true, name: true, _status: true } },
  })
  const references = docs[0]?.content?.body?.find((block) => block.blockType === 'siteReferences')?.references ?? []
  return references.flatMap((reference) =>
    typeof reference === 'object' && reference._status === 'published' ? [{ label: reference.name, href: sitePath(reference.path) }] : [],
  )
}

async function loadPage(path: string, draft: boolean): Promise<SitePageData | null> {
  const page = await findPage(path, draft)
  if (!page) return null
  const [trail, serviceMenu] = await Promise.all([findTrail(page.path), findServiceMenu(page)])
  return { page, trail, serviceMenu }
}

const loadPublishedPage = publicCache('site-page', SOURCES, (path: string) => loadPage(path, false))

/** The page at `path` (published, or the latest draft while an editor previews), or null. */
export async function loadSitePage(path: string): Promise<SitePageData | null> {
  const canonical = canonicalSitePath(path)
  const { isEnabled: isPreview } = await draftMode()
  return isPreview ? loadPage(canonical, true) : loadPublishedPage(canonical)
}

/** The settings the blocks need: company e-mail, map switch, style and token, and the privacy page. */
export const loadSiteContext = publicCache('site-context', ['config', 'theme'], async (): Promise<SiteContext> => {
  const payload = await getPayload({ config: configPromise })
  const [config, theme] = await Promise.all([
    payload.findGlobal({
      slug: 'config', depth: 0, overrideAccess: true,
      select: { email: true, enablePluginMap: true, privacyPolicy: true, privacyPolicyText: true },
    }),
    payload.findGlobal({ slug: 'theme', depth: 0, overrideAccess: true, select: { mapStyle: true, mapToken: true } }),
  ])
  return {
    companyEmail: filledText(config.email),
    privacyHref: legalTarget(config, 'privacyPolicy'),
    map: { isEnabled: config.enablePluginMap === true, style: filledText(theme.mapStyle), token: filledText(theme.mapToken) },
  }
})

/** Active redirects by path, one cached lookup for all requests (the collection is small). */
export const loadRedirects = publicCache('site-redirects', ['redirects'], async (): Promise<Record<string, { target: string; permanent: boolean }>> => {
  const payload = await getPayload({ config: configPromise })
  const { docs } = await payload.find({
    collection: 'redirects', depth: 0, overrideAccess: true, pagination: false,
    where: { isEnabled: { equals: true } }, select: { path: true, target: true, statusCode: true },
  })
  return Object.fromEntries(docs.map((doc) => [canonicalSitePath(doc.path), { target: normalizeLink(doc.target), permanent: doc.statusCode !== '302' }]))
})
