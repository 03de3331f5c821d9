import { fillPlaceholders } from '@/src/domain/text'
import type { HeroSliderBlock } from '@/src/payload-types'
import { AdditionalLabel } from '@/storefront/ui/AdditionalLabel'
import { ContentLinks } from '@/storefront/ui/ContentLinks'
import { RichText } from '@/storefront/ui/RichText'
import { SiteImage } from '@/storefront/ui/SiteImage'

import type { BlockProps } from '../types'
import { HeroSliderClient } from './Component.lazy'
import styles from './HeroSlider.module.css'
import { HERO_SLIDER_TEXTS as T } from './texts'

function Placeholder() {
  return (
    <div className={styles.placeholder} role="img" aria-label={T.placeholder}>
      <svg viewBox="0 0 64 48" width="96" height="72" aria-hidden="true" focusable="false">
        <rect x="2" y="2" width="60" height="44" rx="3" fill="none" stroke="currentColor" strokeWidth="3" />
        <circle cx="20" cy="16" r="5" fill="currentColor" />
        <path d="M6 42 24 24l10 10 8-8 16 16Z" fill="currentColor" />
      </svg>
    </div>
  )
}

/**
 * Hero slider (parts-shop-and-site.md sections 2 and 4): full-width slides of image, title, text
 * and links that advance every 8 s while there is more than one; timeline bars and a list of the
 * slide titles jump to a slide. The slides are rendered here; only the carousel runs in the browser.
 * Without slides a neutral placeholder panel keeps the hero's place.
 */
export function HeroSliderView({ block, isFirst }: BlockProps<HeroSliderBlock>) {
  const slides = block.slides ?? []
  const badge = <AdditionalLabel value={block.additionalLabel} className={styles.badge} />
  if (slides.length === 0) {
    return (
      <section className={styles.hero} aria-label={T.label}>
        <Placeholder />
      </section>
    )
  }

  const titles = slides.map((slide, index) => slide.title?.trim() || fillPlaceholders(T.untitled, { n: index + 1 }))
  const items = slides.map((slide, index) => {
    const Heading = isFirst && index === 0 ? 'h1' : 'h2'
    const image = (
      <SiteImage image={slide.image} sizes="100vw" fallbackSize="large" priority={isFirst && index === 0} className={styles.image} />
    )
    return {
      key: slide.id ?? String(index),
      content: (
        <>
          <div className={styles.media}>{image}</div>
          <div className={styles.content}>
            <div className={styles.panel}>
              {badge}
              {slide.title ? <Heading className={styles.title}>{slide.title}</Heading> : null}
              <RichText data={slide.text} className={`rich-text ${styles.text}`} />
              <ContentLinks links={slide.links} className={styles.links} />
            </div>
          </div>
        </>
      ),
    }
  })

  return <HeroSliderClient label={T.label} titlesLabel={T.titles} titles={titles} slides={items} />
}
