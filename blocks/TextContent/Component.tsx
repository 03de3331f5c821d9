import type { TextContentBlock } from '@/src/payload-types'
import { ContentLinks } from '@/storefront/ui/ContentLinks'

import { BlockIntro, BlockSection } from '../shared/BlockSection'
import type { BlockProps } from '../types'
import styles from './TextContent.module.css'

/** A text section: title, rich text in a readable line length, and link buttons below. */
export function TextContentView({ block }: BlockProps<TextContentBlock>) {
  return (
    <BlockSection title={block.title} className={styles.section} titleClassName={styles.title}>
      {(heading) => (
        <BlockIntro heading={heading} text={block.text} className={styles.column} textClassName={styles.text}>
          <ContentLinks links={block.links} className={styles.links} />
        </BlockIntro>
      )}
    </BlockSection>
  )
}
