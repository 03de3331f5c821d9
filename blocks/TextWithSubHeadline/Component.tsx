import { useId } from 'react'

import type { TextWithSubHeadlineBlock } from '@/src/payload-types'
import { RichText } from '@/storefront/ui/RichText'

import type { BlockProps } from '../types'
import styles from './TextWithSubHeadline.module.css'

/** Title with its sub-headline (an hgroup) and the text; from desktop the headings stand left of the text. */
export function TextWithSubHeadlineView({ block }: BlockProps<TextWithSubHeadlineBlock>) {
  const headingId = useId()
  const title = block.title?.trim()
  const subHeadline = block.subHeadline?.trim()
  return (
    <section className={styles.section} aria-labelledby={title ? headingId : undefined}>
      <div className={`container ${styles.grid}`}>
        {title || subHeadline ? (
          <hgroup className={styles.headings}>
            {title ? (
              <h2 id={headingId} className={styles.title}>
                {title}
              </h2>
            ) : null}
            {subHeadline ? <p className={styles.subHeadline}>{subHeadline}</p> : null}
          </hgroup>
        ) : null}
        <RichText data={block.text} className={`rich-text ${styles.text}`} />
      </div>
    </section>
  )
}
