import type { Access, FieldAccess } from 'payload'

import { hasRole, isStaffUser, ROLES } from './roles'

type MaybeStaff = Parameters<typeof isStaffUser>[0]

/** A back-office user holding ROLE_ADMIN or ROLE_EMPLOYEE. */
export const isStaffMember = (user: MaybeStaff): boolean =>
  isStaffUser(user) && (hasRole(user, ROLES.admin) || hasRole(user, ROLES.employee))

export const isStaff: Access = ({ req: { user } }) => isStaffMember(user)

export const isStaffField: FieldAccess = ({ req: { user } }) => isStaffMember(user)
