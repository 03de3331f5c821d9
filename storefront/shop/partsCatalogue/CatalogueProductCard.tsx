import type { ShopProduct } from '@/src/domain/contracts/partsShop'
import type { CatalogueView } from '@/src/domain/partsCatalogue'
import { partsCartLine, partsCartProduct } from '@/storefront/shop/product/cartLine'

import { ProductCard } from '../ProductCard'
import { AddToCartButton } from './AddToCartButton'

interface Props {
  product: ShopProduct
  currency: string
  view?: CatalogueView
  /** Shop customers (ROLE_EXTERNAL_USER) get 'In den Warenkorb' on the card. */
  canOrder: boolean
}

/** A product card of the catalogue; for shop customers with an add-to-cart action of 1 × the minimum quantity. */
export function CatalogueProductCard({ product, currency, view, canOrder }: Props) {
  const action = canOrder ? <AddToCartButton line={partsCartLine(partsCartProduct(product), product.minimumQuantity, '')} productName={product.name} /> : null
  return <ProductCard product={product} currency={currency} view={view} action={action} />
}
