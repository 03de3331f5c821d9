import type { Access } from 'payload'

import { isAdminUser, isStaffMember } from '@/src/domain/roles'

/**
 * Admins reach every document; employees only documents whose `field` (a relationship to
 * `users`) points to themselves, e.g. their own working activities.
 */
export const adminOrOwn =
  (field = 'user'): Access =>
  ({ req: { user } }) =>
    isAdminUser(user) || (isStaffMember(user) && user !== null && { [field]: { equals: user.id } })

/** Admins reach every document; employees documents whose hasMany `field` lists them (task assignees). */
export const adminOrListed =
  (field: string): Access =>
  ({ req: { user } }) =>
    isAdminUser(user) || (isStaffMember(user) && user !== null && { [field]: { in: [user.id] } })
