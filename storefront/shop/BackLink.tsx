'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import type { MouseEvent } from 'react'

import styles from './BackLink.module.css'
import { SHOP_TEXTS } from './texts'

/**
 * 'Zurück': one step back in the browser history, like the browser's own button; in a tab
 * without history (opened from a bookmark or a new tab) a link to `fallbackHref`.
 */
export function BackLink({ fallbackHref = '/shop' }: { fallbackHref?: string }) {
  const router = useRouter()
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    const opensElsewhere = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0
    if (opensElsewhere || window.history.length < 2) return
    event.preventDefault()
    router.back()
  }
  return (
    <Link href={fallbackHref} className={styles.back} onClick={goBack}>
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M19 12H5M12 19l-7-7 7-7" />
      </svg>
      {SHOP_TEXTS.back}
    </Link>
  )
}
