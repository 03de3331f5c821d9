import type { AccountOrderSummary } from '@/src/domain/contracts/account'
import { fillPlaceholders } from '@/src/domain/text'

import styles from './Orders.module.css'
import { ORDERS_TEXTS as T } from './texts'

/**
 * The order's documents: its confirmation (the order's private file path, only for the owner's
 * screens) and the shipment tracking (https only, new window, no opener); nothing when neither exists.
 */
export function OrderLinks({ order }: { order: AccountOrderSummary }) {
  const { orderAcknowledgement: file, trackingUrl } = order
  if (!file && !trackingUrl) return <span aria-hidden="true">{T.none}</span>
  return (
    <span className={styles.links}>
      {file ? (
        <a href={file.url} download={file.name} aria-label={fillPlaceholders(T.acknowledgementLabel, { uid: order.uid })}>{T.acknowledgement}</a>
      ) : null}
      {trackingUrl ? (
        <a href={trackingUrl} target="_blank" rel="noopener noreferrer" aria-label={fillPlaceholders(T.trackingLabel, { uid: order.uid })}>{T.tracking}</a>
      ) : null}
    </span>
  )
}
