import type { ShopProduct } from '@/src/domain/contracts/partsShop'
import { sizedImage } from '@/src/domain/media'

/** schema.org Product as the detail page describes it to search engines. */
interface ProductJsonLd {
  '@context': 'https://schema.org'
  '@type': 'Product'
  name: string
  sku: string
  url: string
  description?: string
  image?: string[]
  category?: string
  offers?: {
    '@type': 'Offer'
    url: string
    price: string
    priceCurrency: string
    priceSpecification: { '@type': 'UnitPriceSpecification'; price: string; priceCurrency: string; valueAddedTaxIncluded: boolean }
  }
}

/** The first candidate that is an absolute http(s) address, as the base of absolute URLs. */
export function siteBaseUrl(...candidates: (string | null | undefined)[]): URL | null {
  for (const candidate of candidates) {
    try {
      const url = candidate ? new URL(candidate) : null
      if (url && (url.protocol === 'https:' || url.protocol === 'http:')) return url
    } catch {
      // not an absolute address: try the next one
    }
  }
  return null
}

/** A site path as an absolute URL when the base is known, else the path as it is. */
const absolute = (path: string, base: URL | null) => (base ? new URL(path, base).toString() : path)

/**
 * The structured data of a product page: name, sku (material number), description, images and the
 * category. The offer is there only when this viewer sees the price, so an anonymous visitor's
 * page (and a search engine's) carries no price, as on screen.
 */
export function productJsonLd(product: ShopProduct, options: { path: string; currency: string; base: URL | null }): ProductJsonLd {
  const url = absolute(options.path, options.base)
  const description = product.content.description?.trim() || product.content.shortDescription?.trim()
  const category = product.content.categories[0]?.value
  const price = product.display.price
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.uid,
    url,
    ...(description ? { description } : {}),
    ...(product.content.images.length > 0 ? { image: product.content.images.map((image) => absolute(sizedImage(image, 'medium').src, options.base)) } : {}),
    ...(category ? { category } : {}),
    ...(price.visible
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: price.amount.toFixed(2),
            priceCurrency: options.currency,
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: price.amount.toFixed(2),
              priceCurrency: options.currency,
              valueAddedTaxIncluded: !price.isNet,
            },
          },
        }
      : {}),
  }
}

/**
 * JSON for a <script type="application/ld+json">: '<', '>' and '&' as \u escapes, so no text of the
 * product can close the script element or open a comment.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
}
