import type { Access } from 'payload'

import { isStaffUser } from './roles'

/** Any signed-in back-office user. */
export const isStaff: Access = ({ req: { user } }) => isStaffUser(user)
