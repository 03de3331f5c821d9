import type { Access } from 'payload'

import { hasRole, ROLES } from '@/src/domain/roles'

/** Admins reach every account of the auth collection `slug`; its own users only their account. */
export const isAdminOrSelf =
  (slug: string): Access =>
  ({ req: { user } }) => {
    if (!user) return false
    if (user.collection === 'users' && hasRole(user, ROLES.admin)) return true
    if (user.collection !== slug) return false
    return { id: { equals: user.id } }
  }
