import { useId } from 'react'

import type { HeroBBlock } from '@/src/payload-types'
import { AdditionalLabel } from '@/storefront/ui/AdditionalLabel'
import { ContentLinks } from '@/storefront/ui/ContentLinks'
import { RichText } from '@/storefront/ui/RichText'
import { SiteImage } from '@/storefront/ui/SiteImage'

import type { BlockProps } from '../types'
import styles from './HeroB.module.css'


/**
 * Hero B: text and link buttons beside the image (text left, image right from desktop; image
 * first on phones) on a tinted band. As the page's first block its title is the page's h1 and its
 * image loads at once.
 */
export function HeroBView({ block, isFirst }: BlockProps<HeroBBlock>) {
  const headingId = useId()
  const title = block.title?.trim()
  const Heading = isFirst ? 'h1' : 'h2'
  return (
    <section className={styles.hero} aria-labelledby={title ? headingId : undefined}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.content}>
          <AdditionalLabel value={block.additionalLabel} className={styles.badge} />
          {title ? (
            <Heading id={headingId} className={styles.title}>
              {title}
            </Heading>
          ) : null}
          <RichText data={block.text} className={`rich-text ${styles.text}`} />
          <ContentLinks links={block.links} className={styles.links} />
        </div>
        {typeof block.image === 'object' ? (
          <div className={styles.media}>
            <SiteImage image={block.image} sizes="(min-width: 1024px) 55vw, 100vw" fallbackSize="large" priority={isFirst} className={styles.image} />
          </div>
        ) : null}
      </div>
    </section>
  )
}
