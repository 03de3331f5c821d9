import type { ServerProps } from 'payload'

import { branchScope } from '@/src/domain/roles'

import { AdminViewLink } from './AdminViewLink'
import { STATISTICS_VIEW_TEXTS as T } from './texts'

/**
 * The navigation's link to the view 'Statistik' (after the collections' groups), for staff only:
 * admins and employees, whom the statistics calls answer.
 */
export function StatisticsNavLink({ payload, user }: ServerProps) {
  if (!branchScope(user)) return null
  return <AdminViewLink group={T.navGroup} href={`${payload.config.routes.admin}/statistik`} label={T.title} />
}
