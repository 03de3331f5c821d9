import Link from 'next/link'

import type { ShopProduct } from '@/src/domain/contracts/partsShop'

import type { ViewerCapabilities } from '../data'
import { PriceTag } from '../PriceTag'
import { packagingText, SHOP_TEXTS, signInHref } from '../texts'
import { AddToCartForm } from './AddToCartForm'
import { partsCartProduct } from './cartLine'
import styles from './ProductSummary.module.css'

interface Props {
  product: ShopProduct
  currency: string
  capabilities: ViewerCapabilities
  /** The page's own address, where signing in returns to. */
  path: string
}

/**
 * Beside the images: title, material number, the packaging note (minimum quantity above 1), the
 * price, 'Anmelden und Preise sehen' for visitors without prices, and the order form for customers.
 */
export function ProductSummary({ product, currency, capabilities, path }: Props) {
  return (
    <div className={styles.summary}>
      <h1 className={styles.title}>{product.name}</h1>
      <p className={styles.uid}>
        {SHOP_TEXTS.materialNumber}: <span data-testid="product-uid">{product.uid}</span>
      </p>
      {product.minimumQuantity > 1 ? <p className={`notice ${styles.packaging}`}>{packagingText(product.minimumQuantity)}</p> : null}
      <div className={styles.price}>
        <PriceTag price={product.display.price} currency={currency} size="large" />
      </div>
      {capabilities.canSeePrices ? null : (
        <Link href={signInHref(path)} className={`btn btn-primary ${styles.signIn}`}>
          {SHOP_TEXTS.signInForPrices}
        </Link>
      )}
      {capabilities.canOrder ? <AddToCartForm product={partsCartProduct(product)} /> : null}
    </div>
  )
}
