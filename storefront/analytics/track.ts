import type { ConsentUpdateEvent } from '@/src/domain/consent'

import { deviceInfo } from './deviceInfo'
import { enqueueForward } from './forward'
import { enqueueLog } from './queue'
import type { AnalyticsEventName } from './types'

const currentPath = () => `${window.location.pathname}${window.location.search}`
let deviceReported = false

/**
 * Reports a storefront event, e.g. track('add-to-cart', { product: 'Wiener Schnitzel', amount: 1 })
 * or track('initiate-checkout', { branch: 'wien-mariahilf', items: 2 }). Queued until a consent
 * decision exists, then sent to POST /api/analytics-log (category 'event', type 'event',
 * action and name = the event name, data with the current path) and, with their consent, to the
 * tag and pixel services. Safe to call anywhere in the browser; a no-op on the server.
 */
export function track(name: AnalyticsEventName, data: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return
  enqueueLog({ category: 'event', type: 'event', action: name, name, data: { ...data, path: currentPath() } })
  enqueueForward({ kind: 'event', name, data })
}

/** A page view after a client navigation (source 'router'). */
export function trackPageView(): void {
  const path = currentPath()
  enqueueLog({ category: 'navigation', type: 'page-view', action: 'view', name: path, data: { source: 'router', path, title: document.title } })
  enqueueForward({ kind: 'pageView', path, title: document.title })
}

/** The device init entry, once per page load. */
export function trackDeviceInit(): void {
  if (deviceReported) return
  deviceReported = true
  enqueueLog({ category: 'device', type: 'init', name: 'device-init', data: { ...deviceInfo(), path: currentPath() } })
}

/** A consent update (the domain's event: category 'consent', type 'update', name = the choice). */
export function trackConsentUpdate(event: ConsentUpdateEvent): void {
  enqueueLog({ ...event, data: { ...event.data, path: currentPath() } })
}
