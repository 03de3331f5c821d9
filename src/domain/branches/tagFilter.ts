import { relationId } from '../relations/relations'
import type { Branch } from './types'
import type { Id } from '../relations/types'

/** Selecting a tag toggles it: a selected id is removed, an unselected one appended. */
export function toggleTag(selected: readonly Id[], tagId: Id): Id[] {
  const key = String(tagId)
  return selected.some((id) => String(id) === key) ? selected.filter((id) => String(id) !== key) : [...selected, tagId]
}

/** Ids of a branch's tags, whether stored as objects or as bare ids, as strings. */
export function branchTagIds(branch: Pick<Branch, 'tags'>): string[] {
  return (branch.tags ?? []).map(relationId)
}

/**
 * Several selected tags combine with OR: a branch passes when it carries at least one of them.
 * No selected tag lets every branch pass.
 */
export function branchMatchesTags(branch: Pick<Branch, 'tags'>, selected: readonly Id[]): boolean {
  if (selected.length === 0) return true
  const own = branchTagIds(branch)
  return selected.some((id) => own.includes(String(id)))
}
