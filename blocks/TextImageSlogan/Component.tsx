import type { TextImageSloganBlock } from '@/src/payload-types'
import { SiteImage } from '@/storefront/ui/SiteImage'

import { BlockIntro, BlockSection } from '../shared/BlockSection'
import type { BlockProps } from '../types'
import styles from './TextImageSlogan.module.css'

/** Title, text and a large slogan beside an image (side by side from desktop). */
export function TextImageSloganView({ block, isFirst }: BlockProps<TextImageSloganBlock>) {
  const slogan = block.slogan?.trim()
  return (
    <BlockSection title={block.title} className={styles.section} titleClassName={styles.title} containerClassName={styles.grid}>
      {(heading) => (
        <>
          <BlockIntro heading={heading} text={block.text} className={styles.content} textClassName={styles.text}>
            {slogan ? <p className={styles.slogan}>{slogan}</p> : null}
          </BlockIntro>
          <div className={styles.media}>
            <SiteImage image={block.image} sizes="(min-width: 1024px) 50vw, 100vw" priority={isFirst} className={styles.image} />
          </div>
        </>
      )}
    </BlockSection>
  )
}
