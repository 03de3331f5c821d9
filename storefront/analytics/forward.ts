import { PIXEL_SERVICE, TAG_SERVICE } from '@/src/domain/consent'
import { scrubOrderSecretsDeep } from '@/src/domain/orders/orderSecrets'

import './vendors'

/**
 * Page views and events for the tag and pixel services. They wait like the first-party queue and
 * go, on each flush, only to the services the visitor allowed and whose script was started.
 */
type Forward = { kind: 'pageView'; path: string; title: string } | { kind: 'event'; name: string; data: Record<string, unknown> }

const MAX_PENDING = 100
const pending: Forward[] = []

/** Event names of the tag service (Google) and the pixel (Meta) for the storefront's events. */
const TAG_EVENTS: Record<string, string> = { 'add-to-cart': 'add_to_cart', 'initiate-checkout': 'begin_checkout', purchase: 'purchase' }
const PIXEL_EVENTS: Record<string, string> = { 'add-to-cart': 'AddToCart', 'initiate-checkout': 'InitiateCheckout', purchase: 'Purchase' }

/** Queues an item for the services; order links in it are scrubbed first. */
export function enqueueForward(item: Forward): void {
  if (pending.length >= MAX_PENDING) pending.shift()
  pending.push(scrubOrderSecretsDeep(item))
}

function sendToTag(item: Forward): void {
  if (item.kind === 'pageView') window.gtag?.('event', 'page_view', { page_path: item.path, page_title: item.title })
  else window.gtag?.('event', TAG_EVENTS[item.name] ?? item.name, item.data)
}

function sendToPixel(item: Forward): void {
  if (item.kind === 'pageView') window.fbq?.('track', 'PageView')
  else if (PIXEL_EVENTS[item.name]) window.fbq?.('track', PIXEL_EVENTS[item.name], item.data)
  else window.fbq?.('trackCustom', item.name, item.data)
}

/** Hands every queued item to the allowed services (see pageViewTargets) and empties the queue. */
export function flushForward(targets: readonly string[]): void {
  if (pending.length === 0) return
  const items = pending.splice(0, pending.length)
  for (const item of items) {
    try {
      if (targets.includes(TAG_SERVICE)) sendToTag(item)
      if (targets.includes(PIXEL_SERVICE)) sendToPixel(item)
    } catch {
      // a third-party script failing must not break the page
    }
  }
}
