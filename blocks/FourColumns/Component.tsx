import type { CSSProperties } from 'react'

import type { FourColumnsBlock } from '@/src/payload-types'
import { SiteImage } from '@/storefront/ui/SiteImage'

import { BlockSection, entryHeading } from '../shared/BlockSection'
import { ColumnText } from '../shared/ColumnText'
import type { BlockProps } from '../types'
import styles from './FourColumns.module.css'

/**
 * Up to four columns as cards with the image on top, then title, text and link buttons: one per
 * row on phones, two on tablets, all in one row from desktop.
 */
export function FourColumnsView({ block, isFirst }: BlockProps<FourColumnsBlock>) {
  const columns = block.columns ?? []
  const heading = entryHeading(block.title)
  return (
    <BlockSection title={block.title} className={styles.section} titleClassName={styles.title}>
      {columns.length > 0 ? (
        <ul className={styles.cards} style={{ '--columns': Math.min(columns.length, 4) } as CSSProperties}>
          {columns.map((column, index) => (
            <li key={column.id ?? index} className={styles.card}>
              {column.image && typeof column.image === 'object' ? (
                <SiteImage image={column.image} sizes="(min-width: 1024px) 25vw, (min-width: 720px) 50vw, 100vw" priority={isFirst} className={styles.image} />
              ) : null}
              <div className={styles.body}>
                <ColumnText column={column} heading={heading} classes={{ title: styles.cardTitle, text: styles.text, links: styles.links }} />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </BlockSection>
  )
}
