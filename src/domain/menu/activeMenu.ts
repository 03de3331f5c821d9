import { relationId } from '../relations/relations'
import { toZoned } from '../text/dates'
import type { Id } from '../relations/types'
import type { Menu } from './types'

/** Whether the menu lists the branch; branches may be ids or populated documents. */
export function menuIncludesBranch(menu: Pick<Menu, 'branches'>, branchId: Id): boolean {
  return (menu.branches ?? []).some((branch) => relationId(branch) === String(branchId))
}

/** availableFrom in milliseconds; a missing or unreadable value counts as 'since ever'. */
function availableSince(menu: Pick<Menu, 'availableFrom'>): number {
  return toZoned(menu.availableFrom, 'utc')?.toMillis() ?? Number.NEGATIVE_INFINITY
}

/**
 * The active menu of a branch: among the menus including the branch, the one with the latest
 * availableFrom that is not in the future. A menu without availableFrom is available since ever
 * (so any dated menu wins over it); on equal dates the first in the list wins. Null when none.
 */
export function activeMenu<M extends Menu>(menus: readonly M[], branchId: Id, now: Date): M | null {
  const nowMillis = now.getTime()
  let best: M | null = null
  let bestSince = Number.NEGATIVE_INFINITY
  for (const menu of menus) {
    if (!menuIncludesBranch(menu, branchId)) continue
    const since = availableSince(menu)
    if (since > nowMillis) continue
    if (best === null || since > bestSince) {
      best = menu
      bestSince = since
    }
  }
  return best
}
