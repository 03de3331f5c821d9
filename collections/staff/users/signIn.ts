import type { CollectionBeforeChangeHook, CollectionBeforeLoginHook, CollectionBeforeOperationHook, CollectionBeforeValidateHook, Field } from 'payload'

import { signInRefusal } from '@/src/domain/staff'
import { ApiError } from '@/src/server/http/apiError'
import { SIGN_IN_MESSAGES } from '@/src/server/i18n/signInMessages'

import { isAdminField } from '@/collections/access/isAdmin'

const adminsOnly = { create: isAdminField, update: isAdminField }

/** 'Aktiv', 'Gültig bis' and 'Passwort gültig bis' of a staff account (set by admins, in the sidebar). */
export const signInStateFields: Field[] = [
  {
    name: 'isActive',
    type: 'checkbox',
    label: 'Aktiv',
    defaultValue: true,
    access: adminsOnly,
    admin: { position: 'sidebar', description: 'Ein deaktiviertes Konto kann sich nicht anmelden.' },
  },
  {
    name: 'validUntil',
    type: 'date',
    label: 'Gültig bis',
    access: adminsOnly,
    admin: { position: 'sidebar', description: 'Danach ist keine Anmeldung mehr möglich.', date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm', timeIntervals: 1, displayFormat: 'dd.MM.yyyy HH:mm' } },
  },
  {
    name: 'passwordValidUntil',
    type: 'date',
    label: 'Passwort gültig bis',
    access: adminsOnly,
    admin: {
      position: 'sidebar',
      description: 'Für ein vorläufiges Passwort: danach muss die Person über „Passwort vergessen?“ ein eigenes festlegen. Wird dabei geleert.',
      date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm', timeIntervals: 1, displayFormat: 'dd.MM.yyyy HH:mm' },
    },
  },
]

/**
 * Refuses the sign-in of a deactivated or expired account, or with an expired password, with the
 * German message of spec 002 §4 (403). Payload runs it only after the password was right, so the
 * answer tells nothing to someone guessing passwords.
 */
export const refuseInactiveAccount: CollectionBeforeLoginHook = ({ user }) => {
  const refusal = signInRefusal(user, new Date())
  if (refusal) throw new ApiError(SIGN_IN_MESSAGES[refusal], 403)
  return user
}

/** Marks Payload's password reset (through the link), whose update runs no operation of its own. */
export const markPasswordReset: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'resetPassword') req.context.passwordReset = true
  return args
}

/**
 * A password the person sets themselves (reset link, or their own account) is no longer the
 * expiring one an admin handed out.
 */
export const clearExpiringPassword: CollectionBeforeValidateHook = ({ data, originalDoc, req }) => {
  if (!data) return data
  const ownNewPassword = typeof data.password === 'string' && data.password !== '' && originalDoc?.id !== undefined && req.user?.id === originalDoc.id
  if (req.context.passwordReset === true || ownNewPassword) data.passwordValidUntil = null
  return data
}

/**
 * An account switched off or past its 'Gültig bis' when saved loses its open sessions: its tokens
 * stop working at once instead of running out (Payload checks a token's session on every request).
 */
export const endSessionsOfClosedAccount: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const refusal = signInRefusal({ ...originalDoc, ...data }, new Date())
  if (refusal === 'disabled' || refusal === 'accountExpired') data.sessions = []
  return data
}
