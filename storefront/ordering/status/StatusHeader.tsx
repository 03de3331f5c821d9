import type { ReactNode } from 'react'

import type { OrderStatusView } from '@/src/domain/orders'

import styles from './StatusScreen.module.css'
import { STATUS_TEXTS } from './texts'

/**
 * Thank-you or cancelled heading with the status messages and an optional note (the expected
 * ready time). They sit in a live region of reserved height, so a polled change is announced and
 * does not move the page.
 */
export function StatusHeader({ view, note, children }: { view: OrderStatusView; note?: string | null; children?: ReactNode }) {
  const tone = view.stage === 'cancelled' || view.stage === 'failed' ? styles.toneError : view.stage === 'completed' ? styles.toneSuccess : ''
  return (
    <section className={`${styles.card} ${styles.statusCard} ${tone}`} aria-labelledby="status-heading">
      <h1 id="status-heading" className={styles.heading}>{view.heading}</h1>
      <div className={styles.messages} role="status" aria-label={STATUS_TEXTS.statusRegion}>
        {view.messages.map((message, index) => (
          <p key={`${index}-${message}`} className={index === 0 ? styles.message : styles.messageDetail}>
            {message}
          </p>
        ))}
        {note ? <p className={styles.messageDetail}>{note}</p> : null}
      </div>
      {children}
    </section>
  )
}
