import Link from 'next/link'

import { clampPage, paginationWindow } from '@/src/domain/pagination'
import { catalogueHref, type CatalogueState } from '@/src/domain/partsCatalogue'

import { pageLabel, SHOP_TEXTS } from '../texts'
import styles from './CataloguePagination.module.css'

/**
 * The result pages (parts-shop-and-site.md section 9): previous and next, the first and last page,
 * two pages on each side of the current one and an ellipsis for the gaps. Plain links; nothing
 * for a single page.
 */
export function CataloguePagination({ state, totalPages }: { state: CatalogueState; totalPages: number }) {
  if (totalPages <= 1) return null
  const current = clampPage(state.page, totalPages)
  const hrefOf = (page: number) => catalogueHref({ ...state, page })
  return (
    <nav aria-label={SHOP_TEXTS.pagination} className={styles.pagination}>
      <ul className={styles.list}>
        <li>
          {current > 1 ? (
            <Link href={hrefOf(current - 1)} className={styles.step} rel="prev">{SHOP_TEXTS.previousPage}</Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">{SHOP_TEXTS.previousPage}</span>
          )}
        </li>
        {paginationWindow(current, totalPages).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className={styles.ellipsis} aria-hidden="true">…</li>
          ) : (
            <li key={item}>
              <Link
                href={hrefOf(item)}
                className={item === current ? `${styles.page} ${styles.current}` : styles.page}
                aria-label={pageLabel(item)}
                aria-current={item === current ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < totalPages ? (
            <Link href={hrefOf(current + 1)} className={styles.step} rel="next">{SHOP_TEXTS.nextPage}</Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">{SHOP_TEXTS.nextPage}</span>
          )}
        </li>
      </ul>
    </nav>
  )
}
