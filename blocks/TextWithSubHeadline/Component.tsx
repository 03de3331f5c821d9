import type { TextWithSubHeadlineBlock } from '@/src/payload-types'
import { RichText } from '@/storefront/ui/RichText'

import { BlockSection } from '../shared/BlockSection'
import type { BlockProps } from '../types'
import styles from './TextWithSubHeadline.module.css'

/** Title with its sub-headline (an hgroup) and the text; from desktop the headings stand left of the text. */
export function TextWithSubHeadlineView({ block }: BlockProps<TextWithSubHeadlineBlock>) {
  const subHeadline = block.subHeadline?.trim()
  return (
    <BlockSection title={block.title} className={styles.section} titleClassName={styles.title} containerClassName={styles.grid}>
      {(heading) => (
        <>
          {heading || subHeadline ? (
            <hgroup className={styles.headings}>
              {heading}
              {subHeadline ? <p className={styles.subHeadline}>{subHeadline}</p> : null}
            </hgroup>
          ) : null}
          <RichText data={block.text} className={`rich-text ${styles.text}`} />
        </>
      )}
    </BlockSection>
  )
}
