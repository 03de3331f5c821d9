'use client'

import { useEffect } from 'react'

/** The service worker of the players (public/signage-sw.js): page, data, scripts, pictures and videos for offline playing. */
const WORKER = '/signage-sw.js'

/** Registers the players' service worker once the page has loaded (a browser without one plays on, just not after an offline reload). */
export function useOfflineCache(): void {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    navigator.serviceWorker.register(WORKER, { scope: '/signage/' }).catch(() => undefined)
  }, [])
}
