import configPromise from '@payload-config'
import { getPayload } from 'payload'

import { IMAGE_REF_SELECT, imageRef, type ImageRef } from '@/src/domain/media'
import type { Tag } from '@/src/domain/branches/types'
import { publicCache } from '@/src/server/cache/publicCache'

import { branchImageId, STOREFRONT_BRANCH_SELECT, toStorefrontBranch } from '../branches/toStorefrontBranch'
import type { StorefrontBranch } from '../branches/types'
import { sanitizeDescription } from './sanitizeDescription'

interface HomeSettings {
  shopName: string
  /** Heading of the page: the division's title, else the configured title, else the shop name. */
  title: string
  /** The division's own title (the page title starts with it), null when it has none. */
  divisionTitle: string | null
  /** The configured description, sanitised HTML ('' when none). */
  descriptionHtml: string
  enablePluginHomePage: boolean
  enablePluginToolbar: boolean
  enablePluginTags: boolean
}

export interface HomePageData {
  settings: HomeSettings
  /** Enabled branches by name; non-public ones included (listed as inactive). */
  branches: StorefrontBranch[]
  /** Tags carried by at least one listed branch, by name (the tag filter). */
  tags: Tag[]
}

/**
 * Everything the home page shows, as plain JSON in the public data cache. Nothing here depends on
 * the time: open states and hours tables are computed when the page renders.
 */
export const loadHomePage = publicCache('home-page', ['branches', 'tags', 'divisions', 'config', 'images'], async (): Promise<HomePageData> => {
  const payload = await getPayload({ config: configPromise })
  const [config, divisions, branchDocs, tagDocs] = await Promise.all([
    payload.findGlobal({
      slug: 'config', depth: 0, overrideAccess: true,
      select: { shopName: true, title: true, description: true, enablePluginHomePage: true, enablePluginToolbar: true, enablePluginTags: true },
    }),
    payload.find({ collection: 'divisions', depth: 0, overrideAccess: true, limit: 1, sort: 'id', pagination: false, select: { title: true } }),
    // Non-public branches are read too (listed as inactive): overrideAccess with public fields only.
    payload.find({
      collection: 'branches', depth: 0, overrideAccess: true, pagination: false, sort: 'name',
      where: { isEnabled: { equals: true } }, select: STOREFRONT_BRANCH_SELECT,
    }),
    payload.find({ collection: 'tags', depth: 0, overrideAccess: true, pagination: false, sort: 'name', select: { name: true } }),
  ])
  const tags = new Map<number, Tag>(tagDocs.docs.map((tag) => [tag.id, { id: tag.id, name: tag.name }]))
  const images = await loadImages(branchDocs.docs.map(branchImageId).filter((id): id is number => id !== null))
  const branches = branchDocs.docs.map((doc) => toStorefrontBranch(doc, tags, images))
  const usedTags = new Set(branches.flatMap((branch) => branch.tags.map((tag) => tag.id)))
  return {
    settings: {
      shopName: config.shopName,
      title: divisions.docs[0]?.title?.trim() || config.title?.trim() || config.shopName,
      divisionTitle: divisions.docs[0]?.title?.trim() || null,
      descriptionHtml: sanitizeDescription(config.description),
      enablePluginHomePage: Boolean(config.enablePluginHomePage),
      enablePluginToolbar: Boolean(config.enablePluginToolbar),
      enablePluginTags: Boolean(config.enablePluginTags),
    },
    branches,
    tags: [...tags.values()].filter((tag) => usedTags.has(tag.id)),
  }
})

async function loadImages(ids: number[]): Promise<Map<number, ImageRef>> {
  if (ids.length === 0) return new Map()
  const payload = await getPayload({ config: configPromise })
  const { docs } = await payload.find({
    collection: 'images', depth: 0, overrideAccess: true, pagination: false, where: { id: { in: ids } }, select: IMAGE_REF_SELECT,
  })
  return new Map(docs.flatMap((doc) => {
    const image = imageRef(doc)
    return image ? [[doc.id, image] as const] : []
  }))
}
