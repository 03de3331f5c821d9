import type { HeroABlock } from '@/src/payload-types'
import { AdditionalLabel } from '@/storefront/ui/AdditionalLabel'
import { ContentLinks } from '@/storefront/ui/ContentLinks'
import { RichText } from '@/storefront/ui/RichText'

import styles from './HeroPanel.module.css'

/** What hero A and hero B show beside their image (blocks/shared/hero.ts). */
type HeroText = Pick<HeroABlock, 'additionalLabel' | 'title' | 'text' | 'links'>

interface HeroPanelProps {
  hero: HeroText
  /** The title's id: it names the hero's section. */
  headingId: string
  /** The page's first block: its title is the page's h1. */
  isFirst: boolean
  /** The hero's own class of the panel and, if any, of the text. */
  className: string
  textClassName?: string
}

/** The label, title (h1 as the page's first block, else h2), text and link buttons of a hero. */
export function HeroPanel({ hero, headingId, isFirst, className, textClassName }: HeroPanelProps) {
  const title = hero.title?.trim()
  const Heading = isFirst ? 'h1' : 'h2'
  return (
    <div className={`${styles.panel} ${className}`}>
      <AdditionalLabel value={hero.additionalLabel} className={styles.badge} />
      {title ? (
        <Heading id={headingId} className={styles.title}>
          {title}
        </Heading>
      ) : null}
      <RichText data={hero.text} className={['rich-text', styles.text, textClassName].filter(Boolean).join(' ')} />
      <ContentLinks links={hero.links} className={styles.links} />
    </div>
  )
}
