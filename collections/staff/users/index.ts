import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField } from '@/collections/access/isAdmin'
import { isAdminOrSelf } from '@/collections/access/isAdminOrSelf'
import { hashTimeClockPin, timeClockUserFields } from '../timeClockFields'
import { clearExpiringPassword, endSessionsOfClosedAccount, markPasswordReset, refuseInactiveAccount, signInStateFields } from './signIn'
import { hasRole, isStaffUser, ROLES } from '@/src/domain/roles'
import { limitAuthOperations } from '@/src/server/rateLimit/authOperations'
import { PASSWORD_RESET_SUBJECT, passwordResetHtml } from '@/src/server/mail/passwordResetMail'
import { backOfficePasswordResetLink } from '@/src/server/notifications/links'
import { sessionLifetimeEndpoints } from '@/collections/endpoints/sessionLifetime'
import { isProduction } from '@/src/server/environment/environment'

const ONE_DAY_IN_SECONDS = 24 * 60 * 60

/** Back-office staff. They sign in at /backend; shop customers live in `external-users`. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Mitarbeiter:in', plural: 'Mitarbeiter:innen' },
  auth: {
    tokenExpiration: ONE_DAY_IN_SECONDS,
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    cookies: { secure: isProduction(), sameSite: 'Lax' },
    // German mail whose link starts at the configured public address, not at the request's host.
    forgotPassword: {
      generateEmailSubject: () => PASSWORD_RESET_SUBJECT,
      generateEmailHTML: (args) => passwordResetHtml(backOfficePasswordResetLink(String(args?.token ?? ''))),
    },
  },
  admin: {
    group: 'Personal',
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'roles', 'branches'],
  },
  // Sign-in, refresh and sign-out with 'Angemeldet bleiben' (1 or 14 days), before Payload's own.
  endpoints: sessionLifetimeEndpoints(),
  hooks: { beforeOperation: [limitAuthOperations, markPasswordReset], beforeValidate: [clearExpiringPassword], beforeChange: [hashTimeClockPin, endSessionsOfClosedAccount], beforeLogin: [refuseInactiveAccount] },
  access: {
    admin: ({ req: { user } }) => isStaffUser(user) && (hasRole(user, ROLES.admin) || hasRole(user, ROLES.employee)),
    create: isAdmin,
    read: isAdminOrSelf('users'),
    update: isAdminOrSelf('users'),
    delete: isAdmin,
    // Only admins lift the lock of a staff account (Payload's default lets every staff user).
    unlock: isAdmin,
  },
  fields: [
    { name: 'firstName', type: 'text', label: 'Vorname' },
    { name: 'lastName', type: 'text', label: 'Nachname' },
    {
      name: 'roles',
      type: 'select',
      label: 'Rollen',
      hasMany: true,
      required: true,
      saveToJWT: true,
      defaultValue: [ROLES.employee],
      options: [
        { label: 'Administrator:in', value: ROLES.admin },
        { label: 'Mitarbeiter:in', value: ROLES.employee },
      ],
      access: { create: isAdminField, update: isAdminField },
    },
    {
      name: 'branches',
      type: 'relationship',
      label: 'Filialen',
      relationTo: 'branches',
      hasMany: true,
      saveToJWT: true,
      access: { create: isAdminField, update: isAdminField },
    },
    ...signInStateFields,
    ...timeClockUserFields,
  ],
}
