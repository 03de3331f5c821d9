import type { CollectionConfig } from 'payload'

import { anyOf } from '@/collections/access/combine'
import { isAdmin, isAdminField } from '@/collections/access/isAdmin'
import { isStaff, isStaffField } from '@/collections/access/isStaff'
import { ownApprovedAccount } from '@/collections/access/ownApprovedAccount'
import { ROLES } from '@/src/domain/roles'
import { limitAuthOperations } from '@/src/server/rateLimit/authOperations'
import { PASSWORD_RESET_SUBJECT, passwordResetHtml } from '@/src/server/mail/passwordResetMail'
import { shopPasswordResetLink } from '@/src/server/notifications/links'
import { sessionLifetimeEndpoints } from '@/collections/endpoints/sessionLifetime'
import { isProduction } from '@/src/server/environment/environment'
import { enforcePasswordRules } from './hooks/enforcePasswordRules'
import { refuseUnapprovedLogin, sendActivationMail } from './hooks/approval'
import { refuseForeignCredentialChange } from './hooks/refuseForeignCredentialChange'
import { refuseUnapprovedSession } from './hooks/refuseUnapprovedSession'

const staffOnly = { access: { create: isStaffField, update: isStaffField } }
const adminOnly = { access: { create: isAdminField, update: isAdminField } }

/**
 * Accounts of parts-shop customers (a second auth collection beside the staff `users`). New
 * accounts wait for staff approval: unapproved accounts get no session and see nothing of their
 * own. Staff approve and edit contact data; price visibility (roles), customer links and another
 * account's e-mail or password are for admins (employees send the reset mail instead).
 */
export const ExternalUsers: CollectionConfig = {
  slug: 'external-users',
  labels: { singular: 'Kundenkonto', plural: 'Kundenkonten' },
  auth: {
    tokenExpiration: 24 * 60 * 60,
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    cookies: { secure: isProduction(), sameSite: 'Lax' },
    forgotPassword: {
      generateEmailSubject: () => PASSWORD_RESET_SUBJECT,
      generateEmailHTML: (args) => passwordResetHtml(shopPasswordResetLink(String(args?.token ?? ''))),
    },
  },
  admin: {
    group: 'Bestellungen',
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'isApproved', 'roles'],
    listSearchableFields: ['email', 'firstName', 'lastName'],
    components: { beforeListTable: ['/backoffice/admin/accounts/WaitingAccountsFilter#WaitingAccountsFilter'] },
  },
  access: {
    admin: () => false,
    read: anyOf(isStaff, ownApprovedAccount),
    create: isStaff,
    update: anyOf(isStaff, ownApprovedAccount),
    delete: isAdmin,
    unlock: isStaff,
  },
  // Sign-in, refresh and sign-out with 'Angemeldet bleiben' (1 or 14 days), before Payload's own.
  endpoints: sessionLifetimeEndpoints(),
  hooks: {
    beforeOperation: [limitAuthOperations, refuseUnapprovedSession, enforcePasswordRules],
    beforeLogin: [refuseUnapprovedLogin],
    beforeValidate: [refuseForeignCredentialChange],
    afterChange: [sendActivationMail],
  },
  fields: [
    {
      name: 'approval',
      type: 'ui',
      label: 'Freischaltung',
      admin: { disableListColumn: true, components: { Field: '/backoffice/admin/accounts/ApproveAccount#ApproveAccount' } },
    },
    { type: 'row', fields: [
      { name: 'firstName', type: 'text', label: 'Vorname', required: true },
      { name: 'lastName', type: 'text', label: 'Nachname', required: true },
      { name: 'phone', type: 'text', label: 'Telefon' },
    ] },
    { name: 'isApproved', type: 'checkbox', label: 'Freigeschaltet', defaultValue: false, index: true, ...staffOnly },
    {
      name: 'roles',
      type: 'select',
      label: 'Rollen',
      hasMany: true,
      saveToJWT: true,
      defaultValue: [ROLES.externalUser],
      options: [
        { label: 'Kunde (Konto)', value: ROLES.externalUser },
        { label: 'Sieht Preise', value: ROLES.user },
      ],
      ...adminOnly,
    },
    { name: 'customers', type: 'relationship', relationTo: 'customers', hasMany: true, label: 'Kunden', saveToJWT: true, ...adminOnly },
    // The parts cart ('default') saved for the account, so it follows the buyer to another device; written only by /api/custom/cart.
    { name: 'cart', type: 'json', label: 'Warenkorb', admin: { hidden: true }, access: { create: () => false, update: () => false } },
  ],
}
