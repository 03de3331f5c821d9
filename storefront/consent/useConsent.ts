'use client'

import { useSyncExternalStore } from 'react'

import type { StoredConsent } from '@/src/domain/consent'

import { readConsent, serverConsent, subscribeConsent } from './consentStore'
import { readConsentUi, serverConsentUi, subscribeConsentUi, type ConsentUiState } from './consentUi'

const subscribeHydration = () => () => undefined

/**
 * The stored consent decision. `hydrated` is false on the server and in the first client render
 * (the decision lives in the browser only): nothing consent-dependent renders until then.
 */
export function useConsent(): { consent: StoredConsent | null; hydrated: boolean } {
  const consent = useSyncExternalStore(subscribeConsent, readConsent, serverConsent)
  const hydrated = useSyncExternalStore(subscribeHydration, () => true, () => false)
  return { consent, hydrated }
}

export function useConsentUi(): ConsentUiState {
  return useSyncExternalStore(subscribeConsentUi, readConsentUi, serverConsentUi)
}
