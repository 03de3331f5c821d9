import { useId } from 'react'

import type { TwoColumnsBlock } from '@/src/payload-types'
import { SiteImage } from '@/storefront/ui/SiteImage'

import { ColumnText } from '../shared/ColumnText'
import type { BlockProps } from '../types'
import styles from './TwoColumns.module.css'

/**
 * Two columns side by side from tablet (one below the other on phones), each with its image,
 * title, text and link buttons. The block has no title of its own: the columns' titles are its
 * headings and together name the section.
 */
export function TwoColumnsView({ block, isFirst }: BlockProps<TwoColumnsBlock>) {
  const baseId = useId()
  const columns = block.columns ?? []
  if (columns.length === 0) return null
  const titled = columns.flatMap((column, index) => (column.title?.trim() ? [`${baseId}-${index}`] : []))
  return (
    <section className={styles.section} aria-labelledby={titled.length > 0 ? titled.join(' ') : undefined}>
      <div className={`container ${styles.columns}`}>
        {columns.map((column, index) => (
          <article key={column.id ?? index} className={styles.column}>
            {column.image && typeof column.image === 'object' ? (
              <SiteImage image={column.image} sizes="(min-width: 720px) 50vw, 100vw" priority={isFirst} className={styles.image} />
            ) : null}
            <ColumnText column={column} heading="h2" headingId={`${baseId}-${index}`} classes={{ title: styles.title, text: styles.text, links: styles.links }} />
          </article>
        ))}
      </div>
    </section>
  )
}
