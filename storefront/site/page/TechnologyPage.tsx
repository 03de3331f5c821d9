import type { ReactNode } from 'react'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { Site } from '@/src/payload-types'
import { AdditionalLabel } from '@/storefront/ui/AdditionalLabel'
import { SiteImage } from '@/storefront/ui/SiteImage'

import type { SiteContext } from '../types'
import styles from './SitePage.module.css'

/** A technology page: title, description, image and an additional label above its blocks. */
export function TechnologyPage({ page, breadcrumbs, context }: { page: Site; breadcrumbs: ReactNode; context: SiteContext }) {
  const content = page.content
  return (
    <>
      <div className="container">
        {breadcrumbs}
        <header className={styles.intro}>
          <div className={styles.introText}>
            <AdditionalLabel value={content?.additionalLabel} className={styles.label} />
            <h1>{content?.title || page.name}</h1>
            {content?.description ? <p className={styles.lead}>{content.description}</p> : null}
          </div>
          <SiteImage image={content?.image} sizes="(min-width: 1024px) 50vw, 100vw" priority className={styles.introImage} />
        </header>
      </div>
      <RenderBlocks blocks={content?.body} context={context} />
    </>
  )
}
