import { branchOpenState, type BranchOpenState } from '@/src/domain/schedule'
import type { Branch } from '@/src/domain/branches/types'

const MINUTE = 60_000
const latest = new WeakMap<Branch, { minute: number; state: BranchOpenState }>()

/**
 * branchOpenState, computed once per branch and minute (opening hours are whole minutes): every
 * order within the same minute reuses it. Keyed by the branch object of the checkout's cache,
 * so a changed branch (a new object) is computed afresh.
 */
export function openStateOfMinute(branch: Branch, now: Date): BranchOpenState {
  const minute = Math.floor(now.getTime() / MINUTE)
  const known = latest.get(branch)
  if (known?.minute === minute) return known.state
  const state = branchOpenState(branch, now)
  latest.set(branch, { minute, state })
  return state
}
