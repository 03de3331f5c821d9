import { useId } from 'react'

import type { HeroBBlock } from '@/src/payload-types'
import { SiteImage } from '@/storefront/ui/SiteImage'

import { HeroPanel } from '../shared/HeroPanel'
import type { BlockProps } from '../types'
import styles from './HeroB.module.css'

/**
 * Hero B: text and link buttons beside the image (text left, image right from desktop; image
 * first on phones) on a tinted band. As the page's first block its title is the page's h1 and its
 * image loads at once.
 */
export function HeroBView({ block, isFirst }: BlockProps<HeroBBlock>) {
  const headingId = useId()
  return (
    <section className={styles.hero} aria-labelledby={block.title?.trim() ? headingId : undefined}>
      <div className={`container ${styles.grid}`}>
        <HeroPanel hero={block} headingId={headingId} isFirst={isFirst} className={styles.content} textClassName={styles.text} />
        {typeof block.image === 'object' ? (
          <div className={styles.media}>
            <SiteImage image={block.image} sizes="(min-width: 1024px) 55vw, 100vw" fallbackSize="large" priority={isFirst} className={styles.image} />
          </div>
        ) : null}
      </div>
    </section>
  )
}
