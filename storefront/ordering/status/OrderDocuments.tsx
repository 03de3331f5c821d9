import type { PublicOrder } from '@/src/domain/contracts/ordering'

import styles from './StatusScreen.module.css'
import { acknowledgementLabel, STATUS_TEXTS } from './texts'

/** Links to the order confirmation document and the tracking page, when the order has them. */
export function OrderDocuments({ snapshot }: { snapshot: PublicOrder['snapshot'] }) {
  const acknowledgement = snapshot?.orderAcknowledgement?.url ? snapshot.orderAcknowledgement : null
  const trackingUrl = snapshot?.trackingUrl ?? null
  if (!acknowledgement && !trackingUrl) return null
  return (
    <section className={styles.card} aria-labelledby="documents-heading">
      <h2 id="documents-heading" className={styles.cardHeading}>{STATUS_TEXTS.documentsHeading}</h2>
      <ul className={styles.links}>
        {acknowledgement ? (
          <li>
            <a href={acknowledgement.url!} download>{acknowledgementLabel(acknowledgement.extension)}</a>
          </li>
        ) : null}
        {trackingUrl ? (
          <li>
            <a href={trackingUrl} target="_blank" rel="noopener noreferrer">
              {STATUS_TEXTS.tracking} <span className="visually-hidden">{STATUS_TEXTS.opensInNewTab}</span>
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  )
}
