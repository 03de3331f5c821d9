import type { SiteSearchAnswer } from '@/src/domain/contracts/partsCatalogue'
import { catalogueHref, productHref } from '@/src/domain/partsCatalogue/catalogueUrl'
import { sitePath } from '@/src/domain/site'

import { SHELL_TEXTS } from '../texts'

const T = SHELL_TEXTS.siteSearch

type SuggestionKind = 'product' | 'site' | 'allProducts'

/** One option of the suggestion listbox; `id` is the DOM id the combobox points at. */
export interface SuggestionOption {
  id: string
  kind: SuggestionKind
  label: string
  href: string
}

interface SuggestionGroup {
  kind: 'product' | 'site'
  label: string
  options: SuggestionOption[]
}

export interface Suggestions {
  /** Products first, then sites; empty groups are left out. */
  groups: SuggestionGroup[]
  /** The last option, to the catalogue with the term; only when there is any suggestion. */
  allProducts: SuggestionOption | null
  /** Every option in the order of the list (the keyboard walks this). */
  options: SuggestionOption[]
}

/** The suggestion list of an answer: ids are `{idPrefix}-{position}`. */
export function suggestionsOf(answer: SiteSearchAnswer, term: string, idPrefix: string): Suggestions {
  let position = 0
  const option = (kind: SuggestionKind, label: string, href: string): SuggestionOption => ({ id: `${idPrefix}-${position++}`, kind, label, href })
  const groups: SuggestionGroup[] = [
    { kind: 'product' as const, label: T.products, options: answer.products.map((product) => option('product', product.name, productHref(product))) },
    { kind: 'site' as const, label: T.sites, options: answer.sites.map((site) => option('site', site.name, sitePath(site.path))) },
  ].filter((group) => group.options.length > 0)
  const allProducts = groups.length > 0 ? option('allProducts', T.allProducts(term), catalogueHref({ term })) : null
  return { groups, allProducts, options: [...groups.flatMap((group) => group.options), ...(allProducts ? [allProducts] : [])] }
}
