import Link from 'next/link'

import { clampPage, paginationWindow } from '@/src/domain/pagination'

import styles from './Orders.module.css'
import { ORDERS_TEXTS as T, pageLabel } from './texts'

const hrefOf = (page: number) => (page <= 1 ? '/account/orders' : `/account/orders?page=${page}`)

/** The history's pages (URL-driven ?page=): previous and next, the window of page numbers; nothing for one page. */
export function OrdersPagination({ page, totalPages }: { page: number; totalPages: number }) {
  if (totalPages <= 1) return null
  const current = clampPage(page, totalPages)
  return (
    <nav aria-label={T.pagination} className={styles.pagination}>
      <ul>
        <li>
          {current > 1
            ? <Link href={hrefOf(current - 1)} className={styles.step} rel="prev">{T.previousPage}</Link>
            : <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">{T.previousPage}</span>}
        </li>
        {paginationWindow(current, totalPages).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} aria-hidden="true">…</li>
          ) : (
            <li key={item}>
              <Link href={hrefOf(item)} className={styles.page} aria-label={pageLabel(item)} aria-current={item === current ? 'page' : undefined}>{item}</Link>
            </li>
          ),
        )}
        <li>
          {current < totalPages
            ? <Link href={hrefOf(current + 1)} className={styles.step} rel="next">{T.nextPage}</Link>
            : <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">{T.nextPage}</span>}
        </li>
      </ul>
    </nav>
  )
}
