import type { SiteSearchAnswer } from '@/src/domain/contracts/partsCatalogue'

/**
 * The header's site search call, GET /api/custom/search?term=… (parts-shop-and-site.md section 7,
 * ordering-storefront.md "Site search"): at most 5 sites and 5 products. Empty or whitespace-only
 * terms make no call; failures are swallowed (the caller shows nothing).
 */

/** The pause after the last keystroke before the call. */
export const SITE_SEARCH_DELAY_MS = 250

/** The call refuses longer terms (422); the catalogue cuts its term at the same length. */
const MAX_TERM_LENGTH = 200

/** The term worth a call (trimmed, without NUL, at most 200 characters), or null: nothing to search. */
export function searchableTerm(term: string): string | null {
  const cleaned = term.replaceAll('\u0000', '').trim().slice(0, MAX_TERM_LENGTH).trim()
  return cleaned === '' ? null : cleaned
}

export const siteSearchUrl = (term: string): string => `/api/custom/search?${new URLSearchParams({ term })}`

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** Entries of `list` that carry every key in `keys` as a non-empty string (others are left out). */
function entriesWith<K extends string>(list: unknown, keys: readonly K[]): Record<K, string>[] {
  if (!Array.isArray(list)) return []
  return list.flatMap((entry) => {
    if (!isRecord(entry) || !keys.every((key) => typeof entry[key] === 'string' && entry[key] !== '')) return []
    return [Object.fromEntries(keys.map((key) => [key, entry[key] as string])) as Record<K, string>]
  })
}

/** The answer's body read defensively: null when it is not the expected shape at all. */
export function parseSiteSearchAnswer(body: unknown): SiteSearchAnswer | null {
  if (!isRecord(body) || !Array.isArray(body.sites) || !Array.isArray(body.products)) return null
  return { sites: entriesWith(body.sites, ['name', 'path']), products: entriesWith(body.products, ['name', 'uid']) }
}

/** Calls the site search; any failure (network, status, body, abort) gives null. */
export async function loadSiteSearch(term: string, signal: AbortSignal, fetchImpl: typeof fetch = fetch): Promise<SiteSearchAnswer | null> {
  try {
    const response = await fetchImpl(siteSearchUrl(term), { signal, headers: { Accept: 'application/json' } })
    if (!response.ok) return null
    return parseSiteSearchAnswer(await response.json())
  } catch {
    return null
  }
}
