import type { Access, FieldAccess } from 'payload'

import { isStaffMember } from '@/src/domain/roles'

/** A back-office user holding ROLE_ADMIN or ROLE_EMPLOYEE. */
export const isStaff: Access = ({ req: { user } }) => isStaffMember(user)

export const isStaffField: FieldAccess = ({ req: { user } }) => isStaffMember(user)
