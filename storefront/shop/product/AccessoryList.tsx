import type { ShopProduct } from '@/src/domain/contracts/partsShop'

import { ProductCard } from '../ProductCard'
import styles from './AccessoryList.module.css'

interface Props {
  /** id of the heading the section is labelled by. */
  id: string
  title: string
  products: ShopProduct[]
  currency: string
}

/**
 * 'Erforderliches Zubehör' or 'Das könnte Sie noch interessieren': links to the accessories with
 * image, name, material number and short description (the catalogue's list card); nothing when empty.
 */
export function AccessoryList({ id, title, products, currency }: Props) {
  if (products.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>{title}</h2>
      <ul className={styles.list}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} currency={currency} view="list" />
          </li>
        ))}
      </ul>
    </section>
  )
}
