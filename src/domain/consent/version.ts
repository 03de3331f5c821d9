import { canonicalJson, hash53 } from './hash'
import type { ConsentServices, StoredConsent } from './types'

/** The consent version: hash53 over the canonical JSON of the service configuration. */
export function consentVersion(services: ConsentServices): string {
  return hash53(canonicalJson(services))
}

/** True when a decision is stored and was made on the current configuration. */
export function isConsentCurrent(stored: StoredConsent | null | undefined, services: ConsentServices): boolean {
  return stored !== null && stored !== undefined && stored.version === consentVersion(services)
}

/** The modal is active when nothing is stored or the stored version differs from the current one. */
export function isConsentModalActive(stored: StoredConsent | null | undefined, services: ConsentServices): boolean {
  return !isConsentCurrent(stored, services)
}
