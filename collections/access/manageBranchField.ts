import type { FieldAccess } from 'payload'

import { branchIds, hasRole, isStaffUser, ROLES } from '@/src/domain/roles'

/** Field access on a branch document: admins, and employees of exactly this branch. */
export const manageBranchField: FieldAccess = ({ req: { user }, doc, id }) => {
  if (!isStaffUser(user)) return false
  if (hasRole(user, ROLES.admin)) return true
  const branchId = doc?.id ?? id
  return hasRole(user, ROLES.employee) && branchId !== undefined && branchIds(user as never).map(String).includes(String(branchId))
}
