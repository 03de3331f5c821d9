import configPromise from '@payload-config'
import { getPayload } from 'payload'

import { publicCache } from '@/src/server/cache/publicCache'
import { readBranchMenuData } from '@/src/server/menu/branchMenuData'

/**
 * The branch page's data by the branch's identifier (null for an unknown, disabled or non-public
 * branch): the branch, its menus that are or become active with their categories, products and
 * images, and the settings the page reads. Cached until branches, menus, categories, products,
 * images or the settings change; which menu, category and product applies now is decided at
 * render time (domain activeMenu, catalogueFor).
 */
export const loadBranchPage = publicCache(
  'branch-page',
  ['branches', 'menus', 'categories', 'products', 'images', 'config'],
  async (identifier: string) => readBranchMenuData(await getPayload({ config: configPromise }), identifier),
)
