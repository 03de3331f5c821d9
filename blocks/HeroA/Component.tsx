import { useId } from 'react'

import type { HeroABlock } from '@/src/payload-types'
import { AdditionalLabel } from '@/storefront/ui/AdditionalLabel'
import { ContentLinks } from '@/storefront/ui/ContentLinks'
import { RichText } from '@/storefront/ui/RichText'
import { SiteImage } from '@/storefront/ui/SiteImage'

import type { BlockProps } from '../types'
import styles from './HeroA.module.css'


/**
 * Hero A: the image across the whole width with the title, text and link buttons on a panel over
 * it (on phones the panel follows the image). As the page's first block its title is the page's h1
 * and its image loads at once.
 */
export function HeroAView({ block, isFirst }: BlockProps<HeroABlock>) {
  const headingId = useId()
  const title = block.title?.trim()
  const Heading = isFirst ? 'h1' : 'h2'
  return (
    <section className={styles.hero} aria-labelledby={title ? headingId : undefined}>
      {typeof block.image === 'object' ? (
        <div className={styles.media}>
          <SiteImage image={block.image} sizes="100vw" fallbackSize="large" priority={isFirst} className={styles.image} />
        </div>
      ) : null}
      <div className={`container ${styles.inner}`}>
        <div className={styles.panel}>
          <AdditionalLabel value={block.additionalLabel} className={styles.badge} />
          {title ? (
            <Heading id={headingId} className={styles.title}>
              {title}
            </Heading>
          ) : null}
          <RichText data={block.text} className={`rich-text ${styles.text}`} />
          <ContentLinks links={block.links} className={styles.links} />
        </div>
      </div>
    </section>
  )
}
