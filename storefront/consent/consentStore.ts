import { CONSENT_COOKIE_DAYS, cookieMaxAgeSeconds, type StoredConsent } from '@/src/domain/consent'

/**
 * The visitor's consent decision in the browser: localStorage (read first) plus a 'consent' cookie
 * of 3650 days (ordering-storefront.md section 9), so the server could read it too.
 */
export const STORAGE_KEY = 'gastro.consent'
export const COOKIE_NAME = 'consent'

type Listener = () => void
const listeners = new Set<Listener>()
let snapshot: StoredConsent | null | undefined

function parse(raw: string | null | undefined): StoredConsent | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<StoredConsent>
    if (!value || typeof value.version !== 'string' || typeof value.settings !== 'object' || value.settings === null) return null
    return { settings: value.settings, timestamp: String(value.timestamp ?? ''), version: value.version }
  } catch {
    return null
  }
}

function readCookie(): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${COOKIE_NAME}=`))
  if (!entry) return null
  try {
    return decodeURIComponent(entry.slice(COOKIE_NAME.length + 1))
  } catch {
    return null
  }
}

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY)
  } catch {
    return null
  }
}

/** The stored decision (the same object until it changes; safe for useSyncExternalStore). */
export function readConsent(): StoredConsent | null {
  if (typeof window === 'undefined') return null
  if (snapshot === undefined) snapshot = parse(readStorage()) ?? parse(readCookie())
  return snapshot
}

export const serverConsent = (): StoredConsent | null => null

/** Saves a decision and tells every component. */
export function saveConsent(consent: StoredConsent): void {
  snapshot = consent
  const text = JSON.stringify(consent)
  try {
    window.localStorage.setItem(STORAGE_KEY, text)
  } catch {
    // storage disabled: the cookie and the in-memory copy remain
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${COOKIE_NAME}=${encodeURIComponent(text)}; Max-Age=${cookieMaxAgeSeconds(CONSENT_COOKIE_DAYS)}; Path=/; SameSite=Lax${secure}`
  listeners.forEach((listener) => listener())
}

export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return
    snapshot = undefined
    listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}
