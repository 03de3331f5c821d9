import type { CollectionConfig } from 'payload'

import { anyOf } from '../access/combine'
import { isAdmin } from '../access/isAdmin'
import { isAdminOrSelf } from '../access/isAdminOrSelf'
import { isStaff, isStaffField } from '../access/isStaff'
import { ROLES } from '../access/roles'
import { isProduction } from '../../src/server/runtime/environment'
import { refuseUnapprovedLogin, sendActivationMail } from './externalUserHooks'

const staffOnly = { access: { create: isStaffField, update: isStaffField } }

/**
 * Accounts of parts-shop customers (a second auth collection beside the staff `users`). New
 * accounts wait for staff approval; roles, approval and customer links are set by staff only.
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
      generateEmailSubject: () => 'Passwort zurücksetzen',
      generateEmailHTML: (args) =>
        `<p>Sie haben das Zurücksetzen Ihres Passworts angefordert.</p><p><a href="${process.env.NEXT_PUBLIC_SERVER_URL ?? ''}/account/reset-password/${args?.token}">Neues Passwort festlegen</a></p><p>Falls Sie das nicht waren, ignorieren Sie diese E-Mail.</p>`,
    },
  },
  admin: {
    group: 'Bestellungen',
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'isApproved', 'roles'],
    listSearchableFields: ['email', 'firstName', 'lastName'],
  },
  access: {
    admin: () => false,
    read: anyOf(isStaff, isAdminOrSelf('external-users')),
    create: isStaff,
    update: anyOf(isStaff, isAdminOrSelf('external-users')),
    delete: isAdmin,
  },
  hooks: { beforeLogin: [refuseUnapprovedLogin], afterChange: [sendActivationMail] },
  fields: [
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
      ...staffOnly,
    },
    { name: 'customers', type: 'relationship', relationTo: 'customers', hasMany: true, label: 'Kunden', saveToJWT: true, ...staffOnly },
  ],
}
