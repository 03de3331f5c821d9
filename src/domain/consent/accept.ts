import type { ConsentMode, ConsentServices, ConsentSettings, StoredConsent } from './types'
import { consentVersion, isConsentCurrent } from './version'

/** True for services whose intents include 'required'. */
export function isRequiredService(services: ConsentServices, id: string): boolean {
  return services[id]?.intents.includes('required') ?? false
}

/** Accept required: only services with intent 'required' are true, every other one false. */
export function acceptRequiredSettings(services: ConsentServices): ConsentSettings {
  return Object.fromEntries(Object.keys(services).map((id) => [id, isRequiredService(services, id)]))
}

/** Accept all: every service true. */
export function acceptAllSettings(services: ConsentServices): ConsentSettings {
  return Object.fromEntries(Object.keys(services).map((id) => [id, true]))
}

/** Save selected: the toggles as chosen, required services forced on, unknown ids dropped, missing ones false. */
export function selectedSettings(services: ConsentServices, selection: Readonly<Partial<ConsentSettings>>): ConsentSettings {
  return Object.fromEntries(
    Object.keys(services).map((id) => [id, isRequiredService(services, id) || selection[id] === true]),
  )
}

/**
 * Toggles of the detail view when it opens: the stored choice when it belongs to the current
 * configuration, otherwise required services only.
 */
export function initialSelection(stored: StoredConsent | null | undefined, services: ConsentServices): ConsentSettings {
  return isConsentCurrent(stored, services) && stored ? selectedSettings(services, stored.settings) : acceptRequiredSettings(services)
}

/** The record to store: settings, timestamp (ISO, from `now`) and the current version. */
function consentRecord(services: ConsentServices, settings: ConsentSettings, now: Date): StoredConsent {
  return { settings, timestamp: now.toISOString(), version: consentVersion(services) }
}

/** One of the three modal buttons applied: the record to store. `selection` counts only for 'selected'. */
export function decideConsent(
  mode: ConsentMode,
  services: ConsentServices,
  now: Date,
  selection: Readonly<Partial<ConsentSettings>> = {},
): StoredConsent {
  const settings =
    mode === 'all' ? acceptAllSettings(services)
    : mode === 'selected' ? selectedSettings(services, selection)
    : acceptRequiredSettings(services)
  return consentRecord(services, settings, now)
}

/**
 * Switches one service on and keeps the rest of a current decision (e.g. the footer's
 * 'Chat aktivieren'); without a current decision the rest is required-only.
 */
export function grantService(stored: StoredConsent | null | undefined, services: ConsentServices, id: string, now: Date): StoredConsent {
  return consentRecord(services, selectedSettings(services, { ...initialSelection(stored, services), [id]: true }), now)
}

/** The analytics log entry that reports a consent update (category, type, name, data). */
export interface ConsentUpdateEvent {
  category: 'consent'
  type: 'update'
  name: ConsentMode
  data: { settings: ConsentSettings; version: string }
}

export function consentUpdateEvent(mode: ConsentMode, consent: StoredConsent): ConsentUpdateEvent {
  return { category: 'consent', type: 'update', name: mode, data: { settings: consent.settings, version: consent.version } }
}
