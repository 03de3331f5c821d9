'use client'

import { useEffect } from 'react'

import styles from './BranchScreen.module.css'

/** How long the 'Produkt zum Warenkorb hinzugefügt.' notice stays. */
const NOTICE_MS = 6000

/**
 * A polite status message; the live region is always in the page (so screen readers announce the
 * text when it appears) and shows the text for a few seconds after each save.
 */
export function AddedNotice({ message, serial, onDone }: { message: string | null; serial: number; onDone: () => void }) {
  useEffect(() => {
    if (!message) return
    const timer = window.setTimeout(onDone, NOTICE_MS)
    return () => window.clearTimeout(timer)
  }, [message, serial, onDone])
  return (
    <div role="status" className={styles.noticeRegion}>
      {message ? <p className={`notice notice-success ${styles.notice}`}>{message}</p> : null}
    </div>
  )
}
