import Link from 'next/link'
import type { ReactNode } from 'react'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { SiteImage } from '@/storefront/ui/SiteImage'

import { SITE_TEXTS } from '../texts'
import type { SiteContext, SitePageData } from '../types'
import styles from './SitePage.module.css'

/**
 * A service page: its hero image, then the sub-menu of the sibling service pages (from the parent
 * page's first siteReferences block) with the current one marked, then its blocks.
 */
export function ServicePage({ data, breadcrumbs, context }: { data: SitePageData; breadcrumbs: ReactNode; context: SiteContext }) {
  const { page, serviceMenu } = data
  const content = page.content
  return (
    <>
      <div className={styles.hero}>
        <SiteImage image={content?.heroImage} sizes="100vw" fallbackSize="large" priority className={styles.heroImage} />
      </div>
      <div className="container">
        {breadcrumbs}
        {serviceMenu.length > 0 ? (
          <nav aria-label={SITE_TEXTS.serviceMenu} className={styles.serviceMenu}>
            <ul>
              {serviceMenu.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} aria-current={item.href === page.path ? 'page' : undefined} className={item.href === page.path ? styles.active : undefined}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <header className={styles.serviceHeader}>
          <h1>{content?.title || page.name}</h1>
          {content?.description ? <p className={styles.lead}>{content.description}</p> : null}
        </header>
      </div>
      <RenderBlocks blocks={content?.body} context={context} />
    </>
  )
}
