'use client'

import { useEffect } from 'react'

/** The service worker of the players (public/signage-sw.js) and its cache (the same name there). */
const WORKER = '/signage-sw.js'
const CACHE = 'signage-v1'

const isKept = (url: URL) => url.origin === location.origin && /^\/(_next\/static|image|upload)\//.test(url.pathname)

/**
 * Registers the players' service worker and, once it runs, puts this page and what it has loaded
 * so far (scripts, styles, pictures; fetched before the worker was there) into its cache, so the
 * player also starts without network. A browser without service workers plays on, just not after
 * an offline reload.
 */
export function useOfflineCache(): void {
  useEffect(() => {
    if (!('serviceWorker' in navigator) || !('caches' in window)) return
    navigator.serviceWorker.register(WORKER, { scope: '/signage/' }).catch(() => undefined)
    void navigator.serviceWorker.ready.then(async () => {
      const cache = await caches.open(CACHE)
      const loaded = performance.getEntriesByType('resource').map((entry) => new URL(entry.name)).filter(isKept)
      await Promise.all([location.href, ...loaded.map(String)].map((url) => cache.add(url).catch(() => undefined)))
    })
  }, [])
}
