import { CATALOGUE_PAGE_SIZE } from '../pagination'
import { foldText } from '../text/fold'
import { CATALOGUE_QUERY_TEXTS as TEXTS } from './texts'

/**
 * The parts catalogue's search request (parts-shop-and-site.md sections 2, 7 and 9): a term, a
 * category path (levels joined by ' → '), filters (attribute label → chosen values), a sort and a
 * window of the result. Parsed from the API's or the page's query parameters; bad parameters give
 * German messages, never an exception.
 */

export const CATALOGUE_SORTS = ['relevance', 'price_asc', 'price_desc', 'name_asc', 'name_desc', 'uid_asc', 'uid_desc'] as const
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number]

/** Attribute label → chosen values; within a label any value matches, across labels all must. */
export type CatalogueFilters = Record<string, string[]>

export const CATEGORY_SEPARATOR = ' → '
/** The API answers at most 100 products per call. */
export const MAX_CATALOGUE_LIMIT = 100
const MAX_TERM_LENGTH = 200
const MAX_TOKENS = 8

export interface CatalogueQuery {
  term: string
  category: string | null
  filters: CatalogueFilters
  sort: CatalogueSort
  limit: number
  offset: number
}

type CatalogueQueryError = { field: string; message: string }
export type ParsedCatalogueQuery = { ok: true; query: CatalogueQuery } | { ok: false; errors: CatalogueQueryError[] }

/** The raw parameters: the API's (`limit`, `offset`, `orderBy`) or the page's (`page`, `sort`). */
export interface CatalogueParams {
  term?: string | null
  category?: string | null
  filters?: string | null
  orderBy?: string | null
  limit?: string | null
  offset?: string | null
}

const isSort = (value: string): value is CatalogueSort => (CATALOGUE_SORTS as readonly string[]).includes(value)
const wholeNumber = (value: string) => (/^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : null)

/** Reads the filters parameter: a JSON object of string arrays; empty arrays are dropped. */
export function parseCatalogueFilters(raw: string | null | undefined): CatalogueFilters | null {
  if (raw === null || raw === undefined || raw.trim() === '') return {}
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const filters: CatalogueFilters = {}
  for (const [label, values] of Object.entries(value)) {
    if (!Array.isArray(values) || !values.every((entry) => typeof entry === 'string')) return null
    const chosen = [...new Set((values as string[]).map((entry) => entry.trim()).filter(Boolean))]
    if (chosen.length > 0 && label.trim() !== '') filters[label.trim()] = chosen
  }
  return filters
}

/** A category path with its levels trimmed and empty levels dropped; null for none. */
export function normalizeCategory(raw: string | null | undefined): string | null {
  const levels = (raw ?? '').split('→').map((level) => level.trim()).filter(Boolean)
  return levels.length > 0 ? levels.join(CATEGORY_SEPARATOR) : null
}

/** Parses a search request; each bad parameter gives its own German message. */
export function parseCatalogueQuery(params: CatalogueParams, defaults: { limit?: number } = {}): ParsedCatalogueQuery {
  // A NUL character cannot reach the database (PostgreSQL refuses it in text).
  const withNul = Object.entries(params).filter(([, value]) => typeof value === 'string' && value.includes('\u0000'))
  if (withNul.length > 0) return { ok: false, errors: withNul.map(([field]) => ({ field, message: TEXTS.invalidCharacter })) }
  const errors: CatalogueQueryError[] = []
  const term = (params.term ?? '').trim()
  if (term.length > MAX_TERM_LENGTH) errors.push({ field: 'term', message: TEXTS.termTooLong })
  const filters = parseCatalogueFilters(params.filters)
  if (filters === null) errors.push({ field: 'filters', message: TEXTS.invalidFilters })
  const sort = (params.orderBy ?? '').trim() || 'relevance'
  if (!isSort(sort)) errors.push({ field: 'orderBy', message: TEXTS.unknownSort })
  const limit = params.limit === null || params.limit === undefined || params.limit === '' ? (defaults.limit ?? CATALOGUE_PAGE_SIZE) : wholeNumber(params.limit)
  if (limit === null || limit < 1 || limit > MAX_CATALOGUE_LIMIT) errors.push({ field: 'limit', message: TEXTS.invalidLimit })
  const offset = params.offset === null || params.offset === undefined || params.offset === '' ? 0 : wholeNumber(params.offset)
  if (offset === null) errors.push({ field: 'offset', message: TEXTS.invalidOffset })
  if (errors.length > 0) return { ok: false, errors }
  return {
    ok: true,
    query: { term, category: normalizeCategory(params.category), filters: filters ?? {}, sort: sort as CatalogueSort, limit: limit as number, offset: offset as number },
  }
}

/**
 * The words of a search term as the search engine matches them (each as a prefix): lowercase,
 * umlauts spelled out, split at anything that is not a letter or digit; at most 8.
 */
export function searchTokens(term: string): string[] {
  return foldText(term, 'spelled').split(/[^a-z0-9]+/).filter(Boolean).slice(0, MAX_TOKENS)
}

/** A term as a material number is compared: lowercase letters and digits only ('4WE 6-D' → '4we6d'). */
export function materialNumberKey(term: string): string {
  return foldText(term, 'spelled').replace(/[^a-z0-9]/g, '')
}

/** The ancestors of a category path and the path itself: 'A → B' → ['A', 'A → B']. */
export function categoryTrail(category: string | null): string[] {
  if (!category) return []
  const levels = category.split(CATEGORY_SEPARATOR)
  return levels.map((_, index) => levels.slice(0, index + 1).join(CATEGORY_SEPARATOR))
}

/** The last level of a category path: 'A → B → C' → 'C'. */
export const categoryLabel = (category: string): string => category.split(CATEGORY_SEPARATOR).at(-1) ?? category

/** How deep a category path is: 'A' → 1, 'A → B' → 2. */
export const categoryDepth = (category: string): number => category.split(CATEGORY_SEPARATOR).length
