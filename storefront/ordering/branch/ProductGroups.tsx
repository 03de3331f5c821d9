import type { MenuProduct } from '@/src/domain/contracts/menu'
import { sizedImage } from '@/src/domain/media'
import type { BranchCatalogue } from '@/src/domain/menu/branchCatalogue'

import { ProductCard } from './ProductCard'
import styles from './ProductGroups.module.css'
import { BRANCH_TEXTS } from './texts'
import { categoryGroupId } from './useActiveCategory'

interface Props {
  catalogue: BranchCatalogue
  currency: string
  onSelect: (product: MenuProduct) => void
}

/** The product groups of the active menu, one section per category with its picture and products. */
export function ProductGroups({ catalogue, currency, onSelect }: Props) {
  if (catalogue.length === 0) return <p className="notice">{BRANCH_TEXTS.noProducts}</p>
  return (
    <div className={styles.groups}>
      {catalogue.map((group) => {
        const image = group.category.image ? sizedImage(group.category.image, 'thumbnail') : null
        const headingId = `${categoryGroupId(group.category.id)}-titel`
        return (
          <section key={group.category.id} id={categoryGroupId(group.category.id)} className={styles.group} aria-labelledby={headingId}>
            <header className={styles.groupHeader}>
              {image ? <img className={styles.groupImage} src={image.src} width={64} height={Math.round((image.height / image.width) * 64)} alt="" loading="lazy" /> : null}
              <div>
                <h2 id={headingId} className={styles.groupTitle}>{group.category.name}</h2>
                {group.category.description ? <p className={styles.groupDescription}>{group.category.description}</p> : null}
              </div>
            </header>
            <ul className={styles.products}>
              {group.products.map((entry) => (
                <li key={entry.product.id} data-reveal>
                  <ProductCard entry={entry} currency={currency} onSelect={() => onSelect(entry.product)} />
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
