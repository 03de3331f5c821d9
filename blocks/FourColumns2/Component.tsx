import { type CSSProperties, useId } from 'react'

import type { FourColumns2Block } from '@/src/payload-types'
import { ContentLinks } from '@/storefront/ui/ContentLinks'
import { RichText } from '@/storefront/ui/RichText'
import { SiteImage } from '@/storefront/ui/SiteImage'

import type { BlockProps } from '../types'
import styles from './FourColumns2.module.css'

/**
 * Up to four columns, variant 2: on a tinted band, each column centred with its image as a round
 * symbol (or its number when it has none), title, text and links; the columns are divided by
 * lines from desktop.
 */
export function FourColumns2View({ block }: BlockProps<FourColumns2Block>) {
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
          <ul className={styles.columns} style={{ '--columns': Math.min(columns.length, 4) } as CSSProperties}>
            {columns.map((column, index) => (
              <li key={column.id ?? index} className={styles.column}>
                <div className={styles.symbol}>
                  {column.image && typeof column.image === 'object' ? (
                    <SiteImage image={column.image} sizes="96px" fallbackSize="thumbnail" className={styles.image} />
                  ) : (
                    <span className={styles.number} aria-hidden="true">
                      {String(index + 1).padStart(2, '0')}
                    </span>
                  )}
                </div>
                {column.title?.trim() ? <ColumnHeading className={styles.columnTitle}>{column.title}</ColumnHeading> : null}
                <RichText data={column.text} className={`rich-text ${styles.text}`} />
                <ContentLinks links={column.links} className={styles.links} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  )
}
