import { TAG_CONFIG, tagConsentUpdate } from '@/src/domain/consent'

import '@/storefront/analytics/vendors'
import { injectScript } from './injectScript'

/** Google tag ids (G-…, AW-…, DC-…, GT-…) and tag manager containers (GTM-…). */
const TAG_ID = /^[A-Z]{1,3}-[A-Z0-9-]+$/i
let started = false

/**
 * Starts the tag service after its consent: consent mode defaults to denied, then the storage
 * permissions are granted; anonymised IP, no automatic page view (the router reports them).
 */
export function startTagManager(id: string): void {
  if (started || !TAG_ID.test(id)) return
  started = true
  window.dataLayer = window.dataLayer ?? []
  window.gtag = function gtag() {
    // gtag expects the arguments object itself in the data layer
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments)
  }
  window.gtag('consent', 'default', tagConsentUpdate(false))
  window.gtag('consent', 'update', tagConsentUpdate(true))
  window.gtag('js', new Date())
  if (/^GTM-/i.test(id)) {
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    injectScript('consent-tag-manager', `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`)
  } else {
    window.gtag('config', id, TAG_CONFIG)
    injectScript('consent-tag-manager', `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`)
  }
}

/** Grants or (after revoking) denies the storage permissions of a started tag service. */
export function updateTagConsent(granted: boolean): void {
  if (started) window.gtag?.('consent', 'update', tagConsentUpdate(granted))
}
