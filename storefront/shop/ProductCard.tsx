import Link from 'next/link'

import type { ShopProduct } from '@/src/domain/contracts/partsShop'
import { sizedImage } from '@/src/domain/media'
import { productHref, type CatalogueView } from '@/src/domain/partsCatalogue'

import { PriceTag } from './PriceTag'
import styles from './ProductCard.module.css'
import { SHOP_TEXTS } from './texts'

interface Props {
  product: ShopProduct
  currency: string
  view?: CatalogueView
  /** An action for shop customers (add to cart), shown below the price. */
  action?: React.ReactNode
}

/**
 * A part in the catalogue, a slider or an accessory list: image (/image/small/…), name, material
 * number, short description (list view) and price, linking to its detail page.
 */
export function ProductCard({ product, currency, view = 'gallery', action }: Props) {
  const image = product.content.images[0] ? sizedImage(product.content.images[0], 'small') : null
  return (
    <article className={`${styles.card} ${styles[view]}`} data-testid="shop-product-card">
      <Link href={productHref(product)} className={styles.link}>
        {image ? (
          <img className={styles.image} src={image.src} width={image.width} height={image.height} alt="" loading="lazy" decoding="async" />
        ) : (
          <span className={styles.imagePlaceholder} aria-hidden="true" />
        )}
        <span className={styles.body}>
          <span className={styles.name}>{product.name}</span>
          <span className={styles.uid}>
            {SHOP_TEXTS.materialNumber}: {product.uid}
          </span>
          {view === 'list' && product.content.shortDescription ? <span className={styles.short}>{product.content.shortDescription}</span> : null}
        </span>
      </Link>
      <div className={styles.footer}>
        <PriceTag price={product.display.price} currency={currency} />
        {action}
      </div>
    </article>
  )
}
