import type { ShopProduct } from '@/src/domain/contracts/partsShop'
import type { CatalogueView } from '@/src/domain/partsCatalogue'

import { CatalogueProductCard } from './CatalogueProductCard'
import styles from './ProductResults.module.css'

interface Props {
  products: ShopProduct[]
  currency: string
  view: CatalogueView
  canOrder: boolean
}

/** The products of the current result page as a gallery grid or a list. */
export function ProductResults({ products, currency, view, canOrder }: Props) {
  return (
    <ul className={`${styles.results} ${styles[view]}`} data-testid="catalogue-results">
      {products.map((product) => (
        <li key={product.id} className={styles.item}>
          <CatalogueProductCard product={product} currency={currency} view={view} canOrder={canOrder} />
        </li>
      ))}
    </ul>
  )
}
