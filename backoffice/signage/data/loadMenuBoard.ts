import configPromise from '@payload-config'
import { getPayload } from 'payload'

import { catalogueClock } from '@/src/domain/menu/catalogueClock'
import { badgeView, openStateClock } from '@/src/domain/schedule/branchClock'
import { publicCache } from '@/src/server/cache/publicCache'
import { readBranchMenuData } from '@/src/server/menu/branchMenuData'

import type { MenuBoardData } from '../types'

/**
 * The branch's menus as the branch page reads them (the same service), cached the same way: until
 * branches, menus, categories, products, images or the settings change.
 */
const loadBranchMenus = publicCache(
  'menu-board',
  ['branches', 'menus', 'categories', 'products', 'images', 'config'],
  async (identifier: string) => readBranchMenuData(await getPayload({ config: configPromise }), identifier),
)

/**
 * The menu board of the branch (null when the branch is disabled or not public); which menu,
 * category and product shows, and which is greyed out, the player reads off the segments with its
 * own clock, as the branch page does.
 */
export async function loadMenuBoard(branchIdentifier: string, at: Date): Promise<MenuBoardData | null> {
  const data = await loadBranchMenus(branchIdentifier)
  if (!data) return null
  return {
    branchName: data.branch.name,
    currency: data.settings.currency,
    menus: data.menus,
    clock: { openState: openStateClock(data.branch, at, badgeView), catalogue: catalogueClock(data.menus, data.branch.id, at) },
  }
}
