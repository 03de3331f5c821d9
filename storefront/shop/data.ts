import configPromise from '@payload-config'
import { getPayload } from 'payload'
import { headers } from 'next/headers'

import type { CataloguePage } from '@/src/domain/contracts/partsCatalogue'
import type { ShopProduct } from '@/src/domain/contracts/partsShop'
import type { ImageRef } from '@/src/domain/media'
import { catalogueQueryOf, type CatalogueState } from '@/src/domain/partsCatalogue'
import { fillPlaceholders } from '@/src/domain/text'
import { publicCache } from '@/src/server/cache/publicCache'
import { categoryImagesOf } from '@/src/server/partsShop/categoryImages'
import { cataloguePage, popularProducts, randomProducts, shopProducts } from '@/src/server/partsCatalogue/catalogue'
import { findListedProductByUid } from '@/src/server/partsShop/products'
import { toShopProduct } from '@/src/server/partsShop/shopProduct'
import { shopViewerOf, type ShopViewer } from '@/src/server/partsShop/viewer'

/**
 * The parts shop's one data module (server only): who is looking, and what the catalogue and
 * product screens show them. Prices are decided here by the viewer's roles, never in the browser.
 */

/** What a screen needs to know about the viewer (no account data). */
export interface ViewerCapabilities {
  canSeePrices: boolean
  canOrder: boolean
  isEmployee: boolean
  isNet: boolean
}

export const capabilitiesOf = (viewer: ShopViewer): ViewerCapabilities => ({
  canSeePrices: viewer.isSignedIn,
  canOrder: viewer.canOrder,
  isEmployee: viewer.isEmployee,
  isNet: viewer.isVatNumberVerified === true,
})

/** The viewer of the current request (its session cookie), anonymous without one. */
export async function loadShopViewer(): Promise<ShopViewer> {
  const payload = await getPayload({ config: configPromise })
  const { user } = await payload.auth({ headers: await headers() })
  return shopViewerOf(payload, user as Parameters<typeof shopViewerOf>[1])
}

/** The configured currency of every price (settings). */
export const loadCurrency = publicCache('shop-currency', ['config'], async (): Promise<string> => {
  const payload = await getPayload({ config: configPromise })
  const config = await payload.findGlobal({ slug: 'config', depth: 0, overrideAccess: true, select: { currency: true } })
  return config.currency || 'EUR'
})

/** The tile images of the parts shop's categories by path (cached until a category or image changes). */
const loadCategoryImages = publicCache('parts-category-images', ['categories', 'images'], async () => categoryImagesOf(await getPayload({ config: configPromise })))

export interface CatalogueScreenData {
  currency: string
  page: CataloguePage
  /** The tile image of a category by its path, where one is kept. */
  categoryImages: Record<string, ImageRef>
  /** 'Häufig gekaufte Artikel' (the slider shows only with more than 5). */
  popular: ShopProduct[]
  /** 'Weitere Produkte die Sie interessieren könnten' (the slider shows only with more than 5). */
  random: ShopProduct[]
}

export async function loadCatalogueScreen(state: CatalogueState, viewer: ShopViewer): Promise<CatalogueScreenData> {
  const payload = await getPayload({ config: configPromise })
  const [page, popular, random, currency, categoryImages] = await Promise.all([
    // The order of prices is a price too: a visitor who sees none gets the relevance order.
    cataloguePage(payload, catalogueQueryOf(viewer.isSignedIn || !state.sort.startsWith('price') ? state : { ...state, sort: 'relevance' }), viewer),
    popularProducts(payload, viewer),
    randomProducts(payload, viewer),
    loadCurrency(),
    loadCategoryImages(),
  ])
  return { currency, page, popular, random, categoryImages }
}

export interface DocumentLink {
  label: string
  href: string
}

export interface ProductScreenData {
  currency: string
  product: ShopProduct
  /** 'Erforderliches Zubehör' */
  requiredAccessories: ShopProduct[]
  /** 'Das könnte Sie noch interessieren' */
  optionalAccessories: ShopProduct[]
  /** 'Dokumente & CAD': the configured targets with the material number filled in. */
  documents: DocumentLink[]
}

const DOCUMENT_LABELS = { datasheetUrl: 'Datenblätter', manualUrl: 'Betriebsanleitungen', cadUrl: 'CAD-Konfigurator' } as const

/** The product screen of a material number, or null when no listed product has it. */
export async function loadProductScreen(uid: string, viewer: ShopViewer, now = new Date()): Promise<ProductScreenData | null> {
  const payload = await getPayload({ config: configPromise })
  const [found, config, currency] = await Promise.all([
    findListedProductByUid(payload, uid),
    payload.findGlobal({ slug: 'config', depth: 0, overrideAccess: true, select: { partsDocuments: true } }),
    loadCurrency(),
  ])
  if (!found) return null
  const product = toShopProduct(found, viewer, now)
  const [requiredAccessories, optionalAccessories] = await Promise.all([
    shopProducts(payload, product.content.requiredAccessories, viewer, now),
    shopProducts(payload, product.content.optionalAccessories, viewer, now),
  ])
  const targets = config.partsDocuments ?? {}
  const documents = (Object.keys(DOCUMENT_LABELS) as (keyof typeof DOCUMENT_LABELS)[])
    .filter((key) => Boolean(targets[key]?.trim()))
    .map((key) => ({ label: DOCUMENT_LABELS[key], href: fillPlaceholders(targets[key] as string, { uid: encodeURIComponent(product.uid) }) }))
  return { currency, product, requiredAccessories, optionalAccessories, documents }
}
