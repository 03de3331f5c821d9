import { useId } from 'react'

import type { TextContentBlock } from '@/src/payload-types'
import { ContentLinks } from '@/storefront/ui/ContentLinks'
import { RichText } from '@/storefront/ui/RichText'

import type { BlockProps } from '../types'
import styles from './TextContent.module.css'

/** A text section: title, rich text in a readable line length, and link buttons below. */
export function TextContentView({ block }: BlockProps<TextContentBlock>) {
  const headingId = useId()
  const title = block.title?.trim()
  return (
    <section className={styles.section} aria-labelledby={title ? headingId : undefined}>
      <div className="container">
        <div className={styles.column}>
          {title ? (
            <h2 id={headingId} className={styles.title}>
              {title}
            </h2>
          ) : null}
          <RichText data={block.text} className={`rich-text ${styles.text}`} />
          <ContentLinks links={block.links} className={styles.links} />
        </div>
      </div>
    </section>
  )
}
