import { isRequiredService } from './accept'
import { CHAT_WIDGET_SERVICE, PIXEL_SERVICE, TAG_SERVICE } from './constants'
import type { ConsentServices, StoredConsent } from './types'
import { isConsentCurrent } from './version'

/**
 * Whether a service may run. Required services always may. Any other service needs a stored
 * decision on the *current* configuration with that service switched on; after a configuration
 * change nothing optional runs until the visitor decides again. Unknown services never run.
 */
export function isServiceAllowed(stored: StoredConsent | null | undefined, services: ConsentServices, id: string): boolean {
  if (!services[id]) return false
  if (isRequiredService(services, id)) return true
  return isConsentCurrent(stored, services) && stored?.settings[id] === true
}

/** Queued first-party analytics events are sent once a current decision exists (whatever it is). */
export function mayFlushAnalytics(stored: StoredConsent | null | undefined, services: ConsentServices): boolean {
  return isConsentCurrent(stored, services)
}

/** The services a page view is forwarded to: the tag and the pixel service, each only with its consent. */
export function pageViewTargets(stored: StoredConsent | null | undefined, services: ConsentServices): string[] {
  return [TAG_SERVICE, PIXEL_SERVICE].filter((id) => isServiceAllowed(stored, services, id))
}

/** Third-party scripts that may be loaded: tag manager, pixel and chat widget, each only with its consent. */
export function scriptsToLoad(stored: StoredConsent | null | undefined, services: ConsentServices): string[] {
  return [TAG_SERVICE, PIXEL_SERVICE, CHAT_WIDGET_SERVICE].filter((id) => isServiceAllowed(stored, services, id))
}

/** The footer offers 'Chat aktivieren' while the chat widget is configured but not allowed. */
export function showChatActivation(stored: StoredConsent | null | undefined, services: ConsentServices): boolean {
  return Boolean(services[CHAT_WIDGET_SERVICE]) && !isServiceAllowed(stored, services, CHAT_WIDGET_SERVICE)
}
