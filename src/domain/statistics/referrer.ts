import type { Entry } from './entry'
import { STATISTICS_TEXTS as T } from './texts'

/**
 * The host a referrer address names, lower case, without port and without a leading 'www.'
 * ('https://www.Google.at/search?q=schnitzel' → 'google.at'); null for an empty or unreadable
 * referrer. Only the host is ever counted: paths and queries may hold personal data.
 */
export function referrerHost(referrer: unknown): string | null {
  if (typeof referrer !== 'string' || referrer.trim() === '') return null
  let host: string
  try {
    host = new URL(referrer.trim()).hostname.toLowerCase()
  } catch {
    return null
  }
  const bare = host.replace(/^www\./, '').replace(/\.$/, '')
  return bare === '' ? null : bare
}

/** The referrer as a list entry: its host, or 'Direkt / ohne Verweis' when there is none. */
export function referrerEntry(referrer: unknown): Entry {
  const host = referrerHost(referrer)
  return host ? { key: host, label: host } : { key: 'direct', label: T.direct }
}
