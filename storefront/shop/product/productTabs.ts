import type { ShopProduct } from '@/src/domain/contracts/partsShop'

import type { DocumentLink } from '../data'

export type ProductTabId = 'details' | 'specifications' | 'documents' | 'tiers'

/**
 * The tabs of the product detail screen in their order (parts-shop-and-site.md section 2):
 * 'Details' only with a description, 'Spezifikationen' always, 'Dokumente & CAD' only with
 * configured documents, 'Preisstaffelung' only with tier rows (the server leaves them empty unless
 * the price is visible and more than one discount entry exists).
 */
export function visibleProductTabs(product: Pick<ShopProduct, 'content' | 'display'>, documents: readonly DocumentLink[]): ProductTabId[] {
  const tabs: ProductTabId[] = []
  if (product.content.description?.trim()) tabs.push('details')
  tabs.push('specifications')
  if (documents.length > 0) tabs.push('documents')
  if (product.display.tiers.length > 0) tabs.push('tiers')
  return tabs
}
