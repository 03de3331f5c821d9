import Link from 'next/link'

import type { CategoryFacet } from '@/src/domain/contracts/partsCatalogue'
import { sizedImage, type ImageRef } from '@/src/domain/media'
import { catalogueHref, type CatalogueState } from '@/src/domain/partsCatalogue'

import { SHOP_TEXTS } from '../texts'
import styles from './CategoryTiles.module.css'
import { articleCountLabel, subcategoriesLabel } from './texts'

/** A category's image (/image/thumbnail/…, parts-shop-and-site.md section 7), decorative: the title names the tile. */
function TileImage({ image, href }: { image: ImageRef; href: string }) {
  const { src, width, height } = sizedImage(image, 'thumbnail')
  return (
    <Link href={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
      {/* eslint-disable-next-line @next/next/no-img-element -- the media route serves the sized file */}
      <img src={src} width={width} height={height} alt="" loading="lazy" decoding="async" className={styles.image} />
    </Link>
  )
}

/**
 * The categories below the current one that hold results, as tiles with their image (where the
 * back office keeps one) and subcategories. A tile keeps the search term, sort and view; filters
 * and page start afresh.
 */
export function CategoryTiles({ state, categories, images = {} }: { state: CatalogueState; categories: CategoryFacet[]; images?: Record<string, ImageRef> }) {
  if (categories.length === 0) return null
  const hrefOf = (path: string) => catalogueHref({ term: state.term, category: path, sort: state.sort, view: state.view })
  return (
    <section className={styles.section} aria-labelledby="catalogue-categories">
      <h2 id="catalogue-categories" className={styles.heading}>{SHOP_TEXTS.categories}</h2>
      <ul className={styles.tiles}>
        {categories.map((category) => (
          <li key={category.path} className={styles.tile}>
            {images[category.path] ? <TileImage image={images[category.path]} href={hrefOf(category.path)} /> : null}
            <h3 className={styles.title}>
              <Link href={hrefOf(category.path)} className={styles.titleLink}>
                {category.label}
              </Link>
            </h3>
            <p className={styles.count}>{articleCountLabel(category.count)}</p>
            {category.children.length > 0 ? (
              <ul className={styles.children} aria-label={subcategoriesLabel(category.label)}>
                {category.children.map((child) => (
                  <li key={child.path}>
                    <Link href={hrefOf(child.path)} className={styles.childLink}>
                      {child.label} <span className={styles.childCount}>({child.count.toLocaleString('de-AT')})</span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
