import type { Payload } from 'payload'

import { seedCatalogueFiles } from './catalogueFiles'
import { seedContactBlocks } from './contactBlocks'
import { seedImageTemplates } from './imageTemplates'
import { seedSiteImages } from './images'
import { seedNavigations } from './navigations'
import { seedNodes } from './nodes'
import { seedPages } from './pages'
import { seedQrCodes } from './qrCodes'
import { seedRedirects } from './redirects'




/**
 * Idempotent German demo content of the marketing site: contact blocks, published pages that use
 * every one of the 26 block kinds, the main and footer navigation, a node tree, redirects, QR codes,
 * an image template and two PDF catalogues. Pages are found again by path, everything else by its
 * identifier, path or name.
 */

export type SiteSeedResult = { siteIds: Record<string, number>; contactBlockId: number }

/** Seeds the marketing site; answers the page ids by path and the id of the first contact block. */
export async function seedSite(payload: Payload, refs: { branchIds: number[]; now: Date }): Promise<SiteSeedResult> {
  const [images, files] = await Promise.all([seedSiteImages(payload), seedCatalogueFiles(payload, refs.now)])
  const contactBlockIds = await seedContactBlocks(payload, images)
  const branchId = refs.branchIds[0]
  const siteIds = await seedPages(payload, { images, files, contactBlockIds, branchId, now: refs.now })

  await Promise.all([
    seedNavigations(payload, siteIds, branchId),
    seedNodes(payload, siteIds),
    seedRedirects(payload),
    seedQrCodes(payload, refs.branchIds),
    seedImageTemplates(payload, images.tagesgericht),
  ])

  return { siteIds, contactBlockId: contactBlockIds[0] }
}
