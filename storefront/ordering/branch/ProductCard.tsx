import { sizedImage } from '@/src/domain/media'
import type { CatalogueEntry } from '@/src/domain/menu/branchCatalogue'
import { menuPriceText } from '@/src/domain/pricing'

import styles from './ProductGroups.module.css'
import { addProductLabel, allergensText, BRANCH_TEXTS, configureProductLabel } from './texts'

interface Props {
  entry: CatalogueEntry
  currency: string
  onSelect: () => void
}

/**
 * One product: picture (/image/small/...), name, description, allergens and the price in German
 * format ('ca.'/'ab' for approximate and minimum prices). Orderable products open the item dialog;
 * unavailable ones are greyed out and cannot be ordered.
 */
export function ProductCard({ entry, currency, onSelect }: Props) {
  const { product, orderable } = entry
  const image = product.images[0] ? sizedImage(product.images[0], 'small') : null
  const price = menuPriceText(product, currency)
  const content = (
    <>
      {image ? (
        <img className={styles.image} src={image.src} width={image.width} height={image.height} alt="" loading="lazy" decoding="async" />
      ) : (
        <span className={styles.imagePlaceholder} aria-hidden="true" />
      )}
      <span className={styles.body}>
        <span className={styles.name}>{product.name}</span>
        {product.description ? <span className={styles.description}>{product.description}</span> : null}
        {product.allergens ? <span className={styles.allergens}>{allergensText(product.allergens)}</span> : null}
        <span className={styles.footer}>
          {price ? <span className={styles.price}>{price}</span> : <span />}
          {orderable ? <span className={styles.add} aria-hidden="true">+</span> : <span className={styles.unavailable}>{BRANCH_TEXTS.unavailable}</span>}
        </span>
      </span>
    </>
  )
  if (!orderable) {
    return (
      <div className={`${styles.card} ${styles.disabled}`} data-testid="product-card" aria-disabled="true">
        {content}
      </div>
    )
  }
  const label = product.type === 'configurable' ? configureProductLabel(product.name) : addProductLabel(product.name)
  return (
    <button type="button" className={styles.card} data-testid="product-card" onClick={onSelect} aria-label={price ? `${label}, ${price}` : label}>
      {content}
    </button>
  )
}
