import type { Access, FieldAccess } from 'payload'

import { hasRole, isStaffUser, ROLES } from './roles'

/** ROLE_ADMIN may do everything. */
export const isAdmin: Access = ({ req: { user } }) => isStaffUser(user) && hasRole(user, ROLES.admin)

export const isAdminField: FieldAccess = ({ req: { user } }) => isStaffUser(user) && hasRole(user, ROLES.admin)
