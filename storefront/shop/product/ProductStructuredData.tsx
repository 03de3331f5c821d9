import type { ShopProduct } from '@/src/domain/contracts/partsShop'
import { loadShell } from '@/storefront/shell/data'

import { productJsonLd, serializeJsonLd, siteBaseUrl } from './productJsonLd'

interface Props {
  product: ShopProduct
  path: string
  currency: string
}

/**
 * schema.org Product as JSON-LD (a data block, not executed, so the Content-Security-Policy allows
 * it); absolute URLs from the site's address in the settings (the same base as the page metadata).
 */
export async function ProductStructuredData({ product, path, currency }: Props) {
  const shell = await loadShell()
  const base = siteBaseUrl(shell.meta.plain.url, shell.contact.website)
  const json = serializeJsonLd(productJsonLd(product, { path, currency, base }))
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
