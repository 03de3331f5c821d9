import Link from 'next/link'

import styles from './Breadcrumbs.module.css'
import { SHELL_TEXTS as T } from './texts'

export interface BreadcrumbItem {
  label: string
  /** Leave out for the current page (the last item). */
  href?: string
}

/**
 * Breadcrumbs for every page except home: 'Home' first, then the given items; the last item is
 * the current page. Pages render it themselves: <Breadcrumbs items={[{ label: branch.name }]} />.
 */
export function Breadcrumbs({ items, className }: { items: BreadcrumbItem[]; className?: string }) {
  const trail: BreadcrumbItem[] = [{ label: T.breadcrumbs.home, href: '/' }, ...items]
  return (
    <nav aria-label={T.breadcrumbs.label} className={[styles.breadcrumbs, className].filter(Boolean).join(' ')}>
      <ol className={styles.list}>
        {trail.map((item, index) => {
          const isLast = index === trail.length - 1
          return (
            <li key={`${item.label}-${index}`} className={styles.item}>
              {item.href && !isLast ? (
                <Link href={item.href} className={styles.link}>{item.label}</Link>
              ) : (
                <span aria-current={isLast ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
