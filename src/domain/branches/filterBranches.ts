import type { Id } from '../relations/types'
import { branchMatchesTerm, type SearchableBranch } from './branchSearch'
import { branchMatchesTags } from './tagFilter'
import { BRANCH_SEARCH_NO_RESULTS, branchResultCounterText } from './texts'

export interface BranchFilterResult<B> {
  /** Matching branches in their original order. */
  branches: B[]
  shown: number
  total: number
  /** '{n} von {m} Filialen werden angezeigt.' */
  counterText: string
  /** 'Leider wurden keine Ergebnisse gefunden.' when nothing matches, else null. */
  noResultText: string | null
}

/** The home page's live branch list: search term and selected tags applied together (AND between the two). */
export function filterBranches<B extends SearchableBranch>(
  branches: readonly B[],
  term: string | null | undefined,
  selectedTags: readonly Id[] = [],
): BranchFilterResult<B> {
  const matches = branches.filter((branch) => branchMatchesTerm(branch, term) && branchMatchesTags(branch, selectedTags))
  return {
    branches: matches,
    shown: matches.length,
    total: branches.length,
    counterText: branchResultCounterText(matches.length, branches.length),
    noResultText: matches.length === 0 ? BRANCH_SEARCH_NO_RESULTS : null,
  }
}
