import type { Metadata } from 'next'

import type { ShopProduct } from '@/src/domain/contracts/partsShop'
import { sizedImage } from '@/src/domain/media'
import { productHref } from '@/src/domain/partsCatalogue'
import { truncateText } from '@/src/domain/text'

import type { ProductScreenData } from '../data'
import { metaTitleText } from './texts'

/** The meta description: the short description, else the description truncated (128 characters), on one line. */
export function productDescription(product: Pick<ShopProduct, 'content'>): string | undefined {
  const oneLine = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()
  const short = oneLine(product.content.shortDescription)
  return short || truncateText(oneLine(product.content.description)) || undefined
}

/**
 * Metadata of a product page: title '{name} ({uid})' (the shell's template appends the shop title),
 * the description, the canonical address /shop/produkte/{uid}/{title} and the Open Graph and microblog
 * cards with the first product image (medium). A page's openGraph and twitter replace the shell's
 * (no deep merge), so they are complete here.
 */
export function productMetadata(data: ProductScreenData): Metadata {
  const { product } = data
  const title = metaTitleText(product.name, product.uid)
  const description = productDescription(product)
  const canonical = productHref(product)
  const first = product.content.images[0]
  const image = first ? sizedImage(first, 'medium') : null
  return {
    title,
    description,
    alternates: { canonical },
    openGraph: {
      type: 'website',
      locale: 'de_AT',
      url: canonical,
      title,
      description,
      ...(image && first ? { images: [{ url: image.src, width: image.width, height: image.height, alt: first.alt || product.name }] } : {}),
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description, ...(image ? { images: [image.src] } : {}) },
  }
}
