import { catalogueClock } from '@/src/domain/menu/catalogueClock'
import { badgeView, openStateClock } from '@/src/domain/schedule/branchClock'
import { loadBranchPage } from '@/storefront/ordering/data/loadBranchPage'

import type { MenuBoardData } from '../types'

/**
 * The menu board of the branch from the branch page's cached data (null when the branch is
 * disabled or not public); which menu, category and product shows, and which is greyed out, the
 * player reads off the segments with its own clock, as the branch page does.
 */
export async function loadMenuBoard(branchIdentifier: string, at: Date): Promise<MenuBoardData | null> {
  const data = await loadBranchPage(branchIdentifier)
  if (!data) return null
  return {
    branchName: data.branch.name,
    currency: data.settings.currency,
    menus: data.menus,
    clock: { openState: openStateClock(data.branch, at, badgeView), catalogue: catalogueClock(data.menus, data.branch.id, at) },
  }
}
