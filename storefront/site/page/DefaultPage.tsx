import type { ReactNode } from 'react'

import type { Site } from '@/src/payload-types'
import { RichText } from '@/storefront/ui/RichText'

import styles from './SitePage.module.css'

/** The simple page type 'default': the name as heading and one rich-text body. */
export function DefaultPage({ page, breadcrumbs }: { page: Site; breadcrumbs: ReactNode }) {
  return (
    <div className="container">
      {breadcrumbs}
      <article className={styles.article}>
        <h1>{page.name}</h1>
        <RichText data={page.content?.text} />
      </article>
    </div>
  )
}
