import type { QuoteBlock } from '@/src/payload-types'
import { RichText } from '@/storefront/ui/RichText'
import { SiteImage } from '@/storefront/ui/SiteImage'

import type { BlockProps } from '../types'
import styles from './Quote.module.css'

/** Name of the section for assistive technology (the block has no title). */
const QUOTE_LABEL = 'Zitat'

/** A quotation with its author and, if set, the author's photo. */
export function QuoteView({ block }: BlockProps<QuoteBlock>) {
  const author = block.author?.trim()
  const hasPhoto = Boolean(block.image && typeof block.image === 'object')
  return (
    <section className={styles.section} aria-label={QUOTE_LABEL}>
      <div className="container">
        <figure className={styles.figure} data-photo={hasPhoto ? 'true' : undefined}>
          {hasPhoto ? (
            <SiteImage image={block.image} sizes="160px" fallbackSize="tiny" className={styles.photo} />
          ) : null}
          <div className={styles.body}>
            <blockquote className={styles.quote}>
              <RichText data={block.text} className={`rich-text ${styles.text}`} />
            </blockquote>
            {author ? <figcaption className={styles.author}>{author}</figcaption> : null}
          </div>
        </figure>
      </div>
    </section>
  )
}
