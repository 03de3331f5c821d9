'use client'

import { useEffect, useState } from 'react'

import { fillPlaceholders } from '@/src/domain/text'

import { DESK_TEXTS as T } from '../texts'
import styles from './Board.module.css'

/** Seconds until `at`, counted down once a second while a retry is pending. */
function useSecondsUntil(at: number | null): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (at === null) return
    const timer = setInterval(() => setNow(Date.now()), 1_000)
    return () => clearInterval(timer)
  }, [at])
  return at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1_000))
}

/**
 * 'Offline' (no connection: the last data stays on the screen) or the server's refusal, the
 * countdown to the next attempt and a button to try at once (back-office.md section 8).
 */
export function FeedBanner({ offline, error, retryAt, onRetry }: { offline: boolean; error: string | null; retryAt: number | null; onRetry: () => void }) {
  const seconds = useSecondsUntil(offline || error ? retryAt : null)
  if (!offline && !error) return null
  return (
    <div className={`${styles.banner} ${offline ? styles.bannerOffline : styles.bannerError}`} role="alert" data-testid="feed-banner">
      <strong>{offline ? T.offline : error}</strong>
      {seconds > 0 ? <span>{fillPlaceholders(T.retryIn, { seconds: String(seconds) })}</span> : null}
      <button type="button" className={styles.bannerButton} onClick={onRetry}>{T.retry}</button>
    </div>
  )
}
