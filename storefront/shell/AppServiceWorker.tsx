'use client'

import { useEffect } from 'react'

/** The storefront's worker (public/storefront-sw.js); the signage players' own worker is not touched. */
const WORKER = '/storefront-sw.js'

const isStorefrontWorker = (registration: ServiceWorkerRegistration) =>
  [registration.active, registration.waiting, registration.installing].some((worker) => worker?.scriptURL.endsWith(WORKER))

/**
 * The app's service worker (issue 26 §2.2): registered once the page has loaded while the app
 * plugin is on, so the browser can offer installation; without the plugin, a worker installed
 * earlier is unregistered (ordering-storefront.md section 4, App loading).
 */
export function AppServiceWorker({ pwaEnabled }: { pwaEnabled: boolean }) {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    if (!pwaEnabled) {
      navigator.serviceWorker
        .getRegistrations()
        .then((registrations) => Promise.all(registrations.filter(isStorefrontWorker).map((registration) => registration.unregister())))
        .catch(() => undefined)
      return
    }
    const register = () => void navigator.serviceWorker.register(WORKER, { scope: '/' }).catch(() => undefined)
    if (document.readyState === 'complete') register()
    else window.addEventListener('load', register, { once: true })
    return () => window.removeEventListener('load', register)
  }, [pwaEnabled])
  return null
}
