import type { Payload } from 'payload'

import { IMAGE_REF_SELECT, imageRef, type ImageRef } from '@/src/domain/media'
import { normalizeCategory } from '@/src/domain/partsCatalogue'

/** Most parts categories with a tile image (more would be a catalogue nobody browses by tiles). */
const CATEGORY_IMAGE_LIMIT = 1000

/**
 * The tile images of the parts shop's categories by path (parts-shop-and-site.md section 3:
 * a category has a label, an image and children). The parts categories are paths of the
 * products' categories; their image is kept on a category of the collection `categories` whose
 * `shopPath` names the path. With two for one path the older one counts.
 */
export async function categoryImagesOf(payload: Payload): Promise<Record<string, ImageRef>> {
  const { docs } = await payload.find({
    collection: 'categories',
    where: { and: [{ shopPath: { exists: true } }, { image: { exists: true } }] },
    select: { shopPath: true, image: true },
    populate: { images: IMAGE_REF_SELECT },
    sort: '-id',
    limit: CATEGORY_IMAGE_LIMIT,
    pagination: false,
    depth: 1,
    overrideAccess: true,
  })
  // Newest first, so the oldest category of a path is written last and wins.
  return Object.fromEntries(docs.flatMap((category) => {
    const path = normalizeCategory(category.shopPath)
    const image = imageRef(category.image)
    return path && image ? [[path, image] as const] : []
  }))
}
