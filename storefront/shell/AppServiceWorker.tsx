'use client'

import { useEffect } from 'react'

/** Without the app plugin, service workers installed earlier are unregistered (ordering-storefront.md section 4). */
export function ServiceWorkerCleanup({ pwaEnabled }: { pwaEnabled: boolean }) {
  useEffect(() => {
    if (pwaEnabled || !('serviceWorker' in navigator)) return
    navigator.serviceWorker
      .getRegistrations()
      .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
      .catch(() => undefined)
  }, [pwaEnabled])
  return null
}
