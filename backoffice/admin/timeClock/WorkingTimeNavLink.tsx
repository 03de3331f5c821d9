import type { ServerProps } from 'payload'

import { branchScope } from '@/src/domain/roles'

import { AdminViewLink } from '../statistics/AdminViewLink'
import { WORKING_TIME_VIEW_TEXTS as T } from './texts'

/** The navigation's link to the view 'Arbeitszeiten', for staff only. */
export function WorkingTimeNavLink({ payload, user }: ServerProps) {
  if (!branchScope(user)) return null
  return <AdminViewLink group={T.navGroup} href={`${payload.config.routes.admin}/arbeitszeiten`} label={T.title} />
}
