import type { Access } from 'payload'

import { branchScope } from '@/src/domain/roles'

/**
 * Admins everything; employees only documents whose `field` points to one of their branches
 * (a user is an employee of a branch if they hold ROLE_EMPLOYEE and the branch is in their list).
 */
export const isEmployeeOfBranch =
  (field = 'branch'): Access =>
  ({ req: { user } }) => {
    const scope = branchScope(user)
    if (!scope) return false
    return scope.all || { [field]: { in: scope.branchIds } }
  }
