import type { Access } from 'payload'

import { branchIds, hasRole, isStaffUser, ROLES } from '@/src/domain/roles'

/**
 * Admins everything; employees only documents whose `field` points to one of their branches
 * (a user is an employee of a branch if they hold ROLE_EMPLOYEE and the branch is in their list).
 */
export const isEmployeeOfBranch =
  (field = 'branch'): Access =>
  ({ req: { user } }) => {
    if (!isStaffUser(user)) return false
    if (hasRole(user, ROLES.admin)) return true
    if (!hasRole(user, ROLES.employee)) return false
    return { [field]: { in: branchIds(user as Parameters<typeof branchIds>[0]) } }
  }
