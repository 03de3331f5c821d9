import type { Product } from '../products/types'
import { QUICK_ENTRY_LOADING, QUICK_ENTRY_NO_MATCH } from './texts'

/** Quick entry shows at most 12 matches (parts-shop-and-site.md sections 2 and 9). */
export const QUICK_ENTRY_LIMIT = 12

export type QuickEntryProduct = Pick<Product, 'uid' | 'name'>

/** How a product matches: by material number (prefix or suffix) or by name prefix. */
export type QuickEntryMatchKind = 'uid' | 'name' | null

export function quickEntryMatchKind(product: QuickEntryProduct, input: string): QuickEntryMatchKind {
  const needle = input.trim().toLowerCase()
  if (needle === '') return null
  const uid = (product.uid ?? '').toLowerCase()
  if (uid !== '' && (uid.startsWith(needle) || uid.endsWith(needle))) return 'uid'
  return product.name.toLowerCase().startsWith(needle) ? 'name' : null
}

/** Every match, material-number matches first, each group in catalogue order. Empty input: none. */
export function allQuickEntryMatches<P extends QuickEntryProduct>(products: readonly P[], input: string): P[] {
  const byUid = products.filter((product) => quickEntryMatchKind(product, input) === 'uid')
  const byName = products.filter((product) => quickEntryMatchKind(product, input) === 'name')
  return [...byUid, ...byName]
}

/** The matches shown in the list, capped at `limit` (12). */
export function quickEntryMatches<P extends QuickEntryProduct>(products: readonly P[], input: string, limit = QUICK_ENTRY_LIMIT): P[] {
  return allQuickEntryMatches(products, input).slice(0, limit)
}

/** The product Enter adds: the single match when exactly one exists (over all, not only shown), else null. */
export function quickEntryEnterProduct<P extends QuickEntryProduct>(products: readonly P[], input: string): P | null {
  const matches = allQuickEntryMatches(products, input)
  return matches.length === 1 ? matches[0] : null
}

/** Text under the field: loading text while the catalogue loads, no-match text for a typed input without matches, else null. */
export function quickEntryStatusText(isLoading: boolean, input: string, matchCount: number): string | null {
  if (isLoading) return QUICK_ENTRY_LOADING
  return input.trim() !== '' && matchCount === 0 ? QUICK_ENTRY_NO_MATCH : null
}
