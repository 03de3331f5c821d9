import type { FormMapBlock } from '@/src/payload-types'
import { ContactForm } from '@/storefront/site/contactForm/LazyContactForm'
import { formPrivacyHref } from '@/storefront/site/contactForm/privacyHref'
import { SiteMap } from '@/storefront/site/map/SiteMap'
import { RichText } from '@/storefront/ui/RichText'

import { BlockFrame } from '../shared/BlockSection'
import type { BlockProps } from '../types'
import styles from './FormMap.module.css'

/** The branch's address under the map, when the block names a branch. */
function BranchAddress({ branch }: { branch: FormMapBlock['branch'] }) {
  if (!branch || typeof branch !== 'object') return null
  const city = [branch.zipCode, branch.city].filter(Boolean).join(' ')
  return (
    <address className={styles.address}>
      <strong>{branch.name}</strong>
      {branch.street ? <span>{branch.street}</span> : null}
      {city ? <span>{city}</span> : null}
    </address>
  )
}

/**
 * Contact form with map (parts-shop-and-site.md sections 2, 4 and 7): the contact form on one side,
 * the map of the branch (or the block's position) on the other. The form goes to the block's
 * e-mail, else the company e-mail of the settings. The map appears only with the map setting on;
 * it then waits for the visitor's consent and for being scrolled into view.
 */
export function FormMapView({ block, context }: BlockProps<FormMapBlock>) {
  const hasMap = context.map.isEnabled
  return (
    <BlockFrame title={block.title}>
      <div className={hasMap ? styles.columns : styles.single}>
        <div className={styles.form}>
          <RichText data={block.text} className={`rich-text ${styles.text}`} />
          <ContactForm
            subject={block.subject}
            receiver={block.email || context.companyEmail}
            // The block does not know the page's path: the form then sends the browser's current path.
            pagePath=""
            blockId={block.id ?? null}
            privacyHref={formPrivacyHref(block.privacySite, context.privacyHref)}
            thankYou={block.thankYou ?? null}
          />
        </div>
        {hasMap ? (
          <div className={styles.mapColumn}>
            <SiteMap branch={block.branch} geolocation={block.geolocation} map={context.map} className={styles.map} />
            <BranchAddress branch={block.branch} />
          </div>
        ) : null}
      </div>
    </BlockFrame>
  )
}
