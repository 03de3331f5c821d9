import { type CSSProperties, useId } from 'react'

import type { FourColumnsBlock } from '@/src/payload-types'
import { ContentLinks } from '@/storefront/ui/ContentLinks'
import { RichText } from '@/storefront/ui/RichText'
import { SiteImage } from '@/storefront/ui/SiteImage'

import type { BlockProps } from '../types'
import styles from './FourColumns.module.css'

/**
 * Up to four columns as cards with the image on top, then title, text and link buttons: one per
 * row on phones, two on tablets, all in one row from desktop.
 */
export function FourColumnsView({ block, isFirst }: BlockProps<FourColumnsBlock>) {
  const headingId = useId()
  const title = block.title?.trim()
  const columns = block.columns ?? []
  const ColumnHeading = title ? 'h3' : 'h2'
  return (
    <section className={styles.section} aria-labelledby={title ? headingId : undefined}>
      <div className="container">
        {title ? (
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
        ) : null}
        {columns.length > 0 ? (
          <ul className={styles.cards} style={{ '--columns': Math.min(columns.length, 4) } as CSSProperties}>
            {columns.map((column, index) => (
              <li key={column.id ?? index} className={styles.card}>
                {column.image && typeof column.image === 'object' ? (
                  <SiteImage image={column.image} sizes="(min-width: 1024px) 25vw, (min-width: 720px) 50vw, 100vw" priority={isFirst} className={styles.image} />
                ) : null}
                <div className={styles.body}>
                  {column.title?.trim() ? <ColumnHeading className={styles.cardTitle}>{column.title}</ColumnHeading> : null}
                  <RichText data={column.text} className={`rich-text ${styles.text}`} />
                  <ContentLinks links={column.links} className={styles.links} />
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  )
}
