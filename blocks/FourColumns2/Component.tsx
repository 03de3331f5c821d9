import type { CSSProperties } from 'react'

import type { FourColumns2Block } from '@/src/payload-types'
import { SiteImage } from '@/storefront/ui/SiteImage'

import { BlockSection, entryHeading } from '../shared/BlockSection'
import { ColumnText } from '../shared/ColumnText'
import type { BlockProps } from '../types'
import styles from './FourColumns2.module.css'

/**
 * Up to four columns, variant 2: on a tinted band, each column centred with its image as a round
 * symbol (or its number when it has none), title, text and links; the columns are divided by
 * lines from desktop.
 */
export function FourColumns2View({ block }: BlockProps<FourColumns2Block>) {
  const columns = block.columns ?? []
  const heading = entryHeading(block.title)
  return (
    <BlockSection title={block.title} className={styles.section} titleClassName={styles.title}>
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
              <ColumnText column={column} heading={heading} classes={{ title: styles.columnTitle, text: styles.text, links: styles.links }} />
            </li>
          ))}
        </ul>
      ) : null}
    </BlockSection>
  )
}
