/** Why a service is used; 'required' services cannot be switched off. */
export type ConsentIntent = 'required' | 'analytics' | 'marketing' | 'support'

/** One cookie or storage key a service sets. `ttl` in days; null means kept until deleted. */
export interface ConsentStorageEntry {
  name: string
  ttl: number | null
  description: string
}

/** One service of the consent modal (ordering-storefront.md section 3, Consent state). */
export interface ConsentService {
  name: string
  description: string
  intents: ConsentIntent[]
  provider: string
  privacyPolicy: string
  /** The id at the provider (tag manager id, pixel id); part of the version, so a new account asks again. */
  scriptId?: string | null
  cookies: ConsentStorageEntry[]
  localStorage: ConsentStorageEntry[]
  sessionStorage: ConsentStorageEntry[]
}

/** The configuration: services by key ('essential', 'chat', 'tag', 'pixel', ...). */
export type ConsentServices = Readonly<Record<string, ConsentService>>

/** Consent per service id. */
export type ConsentSettings = Record<string, boolean>

/** What is stored in the consent cookie. */
export interface StoredConsent {
  settings: ConsentSettings
  /** ISO date-time of the decision. */
  timestamp: string
  /** consentVersion() of the configuration the decision was made on. */
  version: string
}

/** The three ways to close the modal: accept required only, accept all, save the selection. */
export type ConsentMode = 'required' | 'all' | 'selected'
