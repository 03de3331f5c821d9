import { DEFAULT_TIME_ZONE } from '../defaults'
import { type BranchForState, branchOpenState } from './branchOpenState'
import { openBranchesText } from './texts'

/** How many of the branches are open at `now` (closing soon counts as open). */
export function countOpenBranches(branches: readonly BranchForState[], now: Date, tz: string = DEFAULT_TIME_ZONE): number {
  return branches.filter((branch) => branchOpenState(branch, now, tz).isOpen).length
}

/** Toolbar text: '1 Standort geöffnet', '3 Standorte geöffnet' or 'Alle Standorte geschlossen'. */
export function openBranchesLabel(branches: readonly BranchForState[], now: Date, tz: string = DEFAULT_TIME_ZONE): string {
  return openBranchesText(countOpenBranches(branches, now, tz))
}
