import '@/storefront/analytics/vendors'
import { injectScript } from './injectScript'

const PIXEL_ID = /^\d{5,20}$/
let started = false

type Fbq = NonNullable<Window['fbq']>

/** Starts the pixel service after its consent (Meta's standard bootstrap, consent granted). */
export function startPixel(id: string): void {
  if (started || !PIXEL_ID.test(id)) return
  started = true
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args)
    else fbq.queue?.push(args)
  }) as Fbq
  Object.assign(fbq, { queue: [], loaded: true, version: '2.0', push: fbq })
  window.fbq = fbq
  window._fbq = fbq
  injectScript('consent-pixel', 'https://connect.facebook.net/en_US/fbevents.js')
  fbq('consent', 'grant')
  fbq('init', id)
}

/** Revokes the pixel's consent when the visitor switches it off later. */
export function revokePixel(): void {
  if (started) window.fbq?.('consent', 'revoke')
}
