import type { ShopProduct } from '@/src/domain/contracts/partsShop'
import { sizedImage } from '@/src/domain/media'

import type { ProductScreenData, ViewerCapabilities } from '../data'
import { SHOP_TEXTS } from '../texts'
import { AccessoryList } from './AccessoryList'
import { BackLink } from '../BackLink'
import { ProductGallery, type GalleryImage } from './ProductGallery'
import { ProductInformation } from './ProductInformation'
import styles from './ProductScreen.module.css'
import { ProductStructuredData } from './ProductStructuredData'
import { ProductSummary } from './ProductSummary'

interface Props {
  data: ProductScreenData
  capabilities: ViewerCapabilities
  /** The product's own address /shop/produkte/{uid}/{title}. */
  path: string
}

/** The gallery's images: the large view in 'medium' (1280), thumbnails in 'thumbnail' (128). */
const galleryImages = (product: ShopProduct): GalleryImage[] =>
  product.content.images.map((image) => ({
    main: sizedImage(image, 'medium'),
    thumbnail: sizedImage(image, 'thumbnail'),
    alt: image.alt || product.name,
  }))

/**
 * The product detail screen (parts-shop-and-site.md section 2): back link, images and summary side
 * by side from 1024 px, the information tabs, the accessories, and the structured data.
 */
export function ProductScreen({ data, capabilities, path }: Props) {
  const { product, currency } = data
  return (
    <div className={`container ${styles.screen}`} data-testid="product-screen">
      <BackLink />
      {/* keyed by product: a client-side move to an accessory starts with its first image, tab and a fresh form */}
      <div className={styles.top} key={product.id}>
        <ProductGallery images={galleryImages(product)} />
        <ProductSummary product={product} currency={currency} capabilities={capabilities} path={path} />
      </div>
      <ProductInformation key={product.id} product={product} documents={data.documents} currency={currency} />
      <AccessoryList id="required-accessories" title={SHOP_TEXTS.requiredAccessories} products={data.requiredAccessories} currency={currency} />
      <AccessoryList id="optional-accessories" title={SHOP_TEXTS.optionalAccessories} products={data.optionalAccessories} currency={currency} />
      <ProductStructuredData product={product} path={path} currency={currency} />
    </div>
  )
}
