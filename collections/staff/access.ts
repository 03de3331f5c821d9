import type { Access } from 'payload'

import { hasRole, isStaffUser, ROLES } from '@/src/domain/roles'

type StaffUser = Parameters<typeof hasRole>[0] & { id: number | string }

const asStaff = (user: unknown): StaffUser | null => (isStaffUser(user as StaffUser) ? (user as StaffUser) : null)

/** A back-office user holding ROLE_ADMIN. */
export const isAdminUser = (user: unknown): boolean => {
  const staff = asStaff(user)
  return Boolean(staff && hasRole(staff, ROLES.admin))
}

/**
 * Admins reach every document; employees only documents whose `field` (a relationship to
 * `users`) points to themselves, e.g. their own working activities.
 */
export const adminOrOwn =
  (field = 'user'): Access =>
  ({ req: { user } }) => {
    const staff = asStaff(user)
    if (!staff) return false
    if (hasRole(staff, ROLES.admin)) return true
    if (!hasRole(staff, ROLES.employee)) return false
    return { [field]: { equals: staff.id } }
  }

/** Admins reach every document; employees documents whose hasMany `field` lists them (task assignees). */
export const adminOrListed =
  (field: string): Access =>
  ({ req: { user } }) => {
    const staff = asStaff(user)
    if (!staff) return false
    if (hasRole(staff, ROLES.admin)) return true
    if (!hasRole(staff, ROLES.employee)) return false
    return { [field]: { in: [staff.id] } }
  }
