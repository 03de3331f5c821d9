import { isPopulated } from '../relations/relations'
import type { Branch } from './types'
import { containsFolded } from '../text/containsFolded'

/** The fields the branch search looks at. */
export type SearchableBranch = Pick<Branch, 'name' | 'street' | 'city' | 'zipCode' | 'keywords' | 'tags'>

/** Splits a search term on spaces and commas: 'Wien, 1060' → ['Wien', '1060']. */
export function searchWords(term: string | null | undefined): string[] {
  return (term ?? '').split(/[\s,]+/).filter((word) => word !== '')
}

/** Name, street, city, zip code, keywords and the names of tags given as objects (bare ids are skipped). */
export function searchableTexts(branch: SearchableBranch): string[] {
  const tagNames = (branch.tags ?? []).filter(isPopulated).map((tag) => tag.name)
  return [branch.name, branch.street, branch.city, branch.zipCode, branch.keywords, ...tagNames].filter(
    (text): text is string => typeof text === 'string' && text !== '',
  )
}

/**
 * A branch matches when ANY word of the term occurs in one of its searchable texts, ignoring case
 * and umlaut spelling. An empty term matches every branch.
 */
export function branchMatchesTerm(branch: SearchableBranch, term: string | null | undefined): boolean {
  const words = searchWords(term)
  if (words.length === 0) return true
  const texts = searchableTexts(branch)
  return words.some((word) => texts.some((text) => containsFolded(text, word)))
}
