'use client'

import { useEffect, useState } from 'react'

import { fillPlaceholders } from '@/src/domain/text'

import { TIME_CLOCK_SCREEN_TEXTS as T } from './texts'
import styles from './TimeClock.module.css'

/** What counts as somebody using the tablet. */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const

/**
 * 'Zurück zur Namensliste in 20 s.': counts down while it is shown and calls `onIdle` when no tap
 * or key came for `seconds`; any input starts the count again.
 */
export function ReturnCountdown({ seconds, onIdle }: { seconds: number; onIdle: () => void }) {
  const [left, setLeft] = useState(seconds)
  useEffect(() => {
    let deadline = Date.now() + seconds * 1000
    const reset = () => {
      deadline = Date.now() + seconds * 1000
    }
    const tick = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / 1000))
      setLeft(remaining)
      if (remaining === 0) onIdle()
    }, 250)
    INPUT_EVENTS.forEach((name) => window.addEventListener(name, reset, { passive: true, capture: true }))
    return () => {
      clearInterval(tick)
      INPUT_EVENTS.forEach((name) => window.removeEventListener(name, reset, { capture: true }))
    }
  }, [seconds, onIdle])
  return <p className={styles.hint}>{fillPlaceholders(T.returnsIn, { seconds: String(left) })}</p>
}
