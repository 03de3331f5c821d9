import type { Access, FieldAccess } from 'payload'

import { isAdminUser } from '@/src/domain/roles'

/** ROLE_ADMIN may do everything. */
export const isAdmin: Access = ({ req: { user } }) => isAdminUser(user)

export const isAdminField: FieldAccess = ({ req: { user } }) => isAdminUser(user)
