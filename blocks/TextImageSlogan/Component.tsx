import { useId } from 'react'

import type { TextImageSloganBlock } from '@/src/payload-types'
import { RichText } from '@/storefront/ui/RichText'
import { SiteImage } from '@/storefront/ui/SiteImage'

import type { BlockProps } from '../types'
import styles from './TextImageSlogan.module.css'

/** Title, text and a large slogan beside an image (side by side from desktop). */
export function TextImageSloganView({ block, isFirst }: BlockProps<TextImageSloganBlock>) {
  const headingId = useId()
  const title = block.title?.trim()
  const slogan = block.slogan?.trim()
  return (
    <section className={styles.section} aria-labelledby={title ? headingId : undefined}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.content}>
          {title ? (
            <h2 id={headingId} className={styles.title}>
              {title}
            </h2>
          ) : null}
          <RichText data={block.text} className={`rich-text ${styles.text}`} />
          {slogan ? <p className={styles.slogan}>{slogan}</p> : null}
        </div>
        <div className={styles.media}>
          <SiteImage image={block.image} sizes="(min-width: 1024px) 50vw, 100vw" priority={isFirst} className={styles.image} />
        </div>
      </div>
    </section>
  )
}
