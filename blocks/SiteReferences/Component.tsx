import Link from 'next/link'

import { canonicalSitePath } from '@/src/domain/site'
import { truncateText } from '@/src/domain/text'
import type { Site, SiteReferencesBlock } from '@/src/payload-types'
import { SiteImage } from '@/storefront/ui/SiteImage'

import { BlockFrame, CardSliderBlock } from '../shared/BlockSection'
import type { BlockProps } from '../types'
import styles from './SiteReferences.module.css'
import { SITE_REFERENCES_TEXTS as T } from './texts'

/** Only published pages that could be loaded (a bare id is a page that is gone or not public). */
const publishedReferences = (references: SiteReferencesBlock['references']): Site[] =>
  (references ?? []).filter((reference): reference is Site => typeof reference === 'object' && reference !== null && reference._status === 'published')

/** One card of the grid or the slider: the full width, half from 720 px, a quarter from 1024 px. */
const CARD_SIZES = '(min-width: 1024px) 25vw, (min-width: 720px) 50vw, 100vw'

/** A teaser of a page: its image (or icon), title, shortened description; the whole card links to the page. */
function ReferenceCard({ page }: { page: Site }) {
  const content = page.content
  const title = content?.title?.trim() || page.name
  const description = truncateText(content?.description?.trim())
  const image = content?.image && typeof content.image === 'object' ? content.image : null
  const icon = !image && content?.icon && typeof content.icon === 'object' ? content.icon : null
  return (
    <article className={styles.card}>
      {image ? (
        <div className={styles.media}>
          <SiteImage image={image} sizes={CARD_SIZES} fallbackSize="small" className={styles.image} alt="" />
        </div>
      ) : icon ? (
        <div className={styles.iconBox}>
          <SiteImage image={icon} sizes="64px" fallbackSize="icon" className={styles.icon} alt="" />
        </div>
      ) : null}
      <div className={styles.body}>
        <h3 className={styles.cardTitle}>
          <Link href={canonicalSitePath(page.path)} className={styles.link}>{title}</Link>
        </h3>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
    </article>
  )
}

/**
 * Teasers of other site pages (parts-shop-and-site.md section 2): type typeB is a grid, any other
 * type a slider (1 card, 2 from 720 px, 4 from 1024 px). Only published pages appear.
 */
export function SiteReferencesView({ block }: BlockProps<SiteReferencesBlock>) {
  const pages = publishedReferences(block.references)
  if (pages.length === 0) return null

  if (block.type === 'typeB') {
    return (
      <BlockFrame title={block.title}>
        <ul className={styles.grid}>
          {pages.map((page) => (
            <li key={page.id}>
              <ReferenceCard page={page} />
            </li>
          ))}
        </ul>
      </BlockFrame>
    )
  }

  return (
    <CardSliderBlock
      title={block.title}
      label={T.label}
      itemName={T.item}
      items={pages.map((page) => ({ key: page.id, content: <ReferenceCard page={page} /> }))}
    />
  )
}
