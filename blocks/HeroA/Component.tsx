import { useId } from 'react'

import type { HeroABlock } from '@/src/payload-types'
import { SiteImage } from '@/storefront/ui/SiteImage'

import { HeroPanel } from '../shared/HeroPanel'
import type { BlockProps } from '../types'
import styles from './HeroA.module.css'

/**
 * Hero A: the image across the whole width with the title, text and link buttons on a panel over
 * it (on phones the panel follows the image). As the page's first block its title is the page's h1
 * and its image loads at once.
 */
export function HeroAView({ block, isFirst }: BlockProps<HeroABlock>) {
  const headingId = useId()
  return (
    <section className={styles.hero} aria-labelledby={block.title?.trim() ? headingId : undefined}>
      {typeof block.image === 'object' ? (
        <div className={styles.media}>
          <SiteImage image={block.image} sizes="100vw" fallbackSize="large" priority={isFirst} className={styles.image} />
        </div>
      ) : null}
      <div className={`container ${styles.inner}`}>
        <HeroPanel hero={block} headingId={headingId} isFirst={isFirst} className={styles.panel} />
      </div>
    </section>
  )
}
