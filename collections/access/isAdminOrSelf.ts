import type { Access } from 'payload'

import { hasRole, isStaffUser, ROLES } from './roles'

/** Admins see every staff user; everybody else only their own record. */
export const isAdminOrSelf: Access = ({ req: { user } }) => {
  if (!user || !isStaffUser(user)) return false
  if (hasRole(user, ROLES.admin)) return true
  return { id: { equals: user.id } }
}
