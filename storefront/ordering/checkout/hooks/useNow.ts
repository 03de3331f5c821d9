'use client'

import { useEffect, useState } from 'react'

/**
 * The current time, refreshed every `intervalMs`; null during server rendering and the first
 * client render, so open/closed is computed in the browser only (never cached, no hydration mismatch).
 */
export function useNow(intervalMs = 30_000): Date | null {
  const [now, setNow] = useState<Date | null>(null)
  useEffect(() => {
    setNow(new Date())
    const timer = window.setInterval(() => setNow(new Date()), intervalMs)
    return () => window.clearInterval(timer)
  }, [intervalMs])
  return now
}
