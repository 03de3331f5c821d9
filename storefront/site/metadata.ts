import type { Metadata } from 'next'

import { imagePath, imageRef } from '@/src/domain/media'
import { sitePath } from '@/src/domain/site'
import { filledText } from '@/src/domain/text'
import type { Site } from '@/src/payload-types'

/**
 * Title, description, canonical address and the social and microblog cards of a site page from
 * its SEO group; what the page leaves empty falls back to its own title and description, and then
 * to the theme's defaults (the layout's metadata).
 */
export function siteMetadata(page: Site): Metadata {
  const title = filledText(page.seo?.title) ?? filledText(page.content?.title) ?? page.name
  const description = filledText(page.seo?.description) ?? filledText(page.content?.description) ?? undefined
  const image = imageRef(page.seo?.image ?? page.content?.heroImage ?? page.content?.image)
  const images = image ? [{ url: imagePath(image, 'large'), alt: image.alt ?? title }] : undefined
  return {
    title,
    description,
    alternates: { canonical: sitePath(page.path) },
    openGraph: { type: 'website', locale: 'de_AT', title, description, url: sitePath(page.path), ...(images ? { images } : {}) },
    twitter: { title, description, ...(images ? { card: 'summary_large_image', images: images.map((entry) => entry.url) } : {}) },
  }
}
