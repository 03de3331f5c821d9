import type { CollectionBeforeValidateHook } from 'payload'

import { ApiError } from '@/src/server/http/apiError'
import { hasRole, isStaffUser, ROLES } from '@/src/domain/roles'

const CREDENTIALS_ADMIN_ONLY =
  'Nur Administrator:innen dürfen die E-Mail-Adresse oder das Passwort eines fremden Kontos ändern. ' +
  'Senden Sie stattdessen die E-Mail zum Zurücksetzen des Passworts.'

const normalized = (email: unknown) => String(email ?? '').trim().toLowerCase()

/**
 * E-mail and password are Payload's built-in auth fields, so field access cannot guard them. Whoever
 * changes them on someone else's account must be an admin: employees send the reset mail instead
 * (POST /api/external-users/forgot-password). The account itself and trusted server calls (no user)
 * keep the normal paths. `data.password` is still the plain new password at this point.
 */
export const refuseForeignCredentialChange: CollectionBeforeValidateHook = ({ data, operation, originalDoc, req: { user } }) => {
  if (operation !== 'update' || !originalDoc || !user) return data
  const isOwnAccount = user.collection === 'external-users' && String(user.id) === String(originalDoc.id)
  if (isOwnAccount || (isStaffUser(user) && hasRole(user, ROLES.admin))) return data
  const setsPassword = typeof data?.password === 'string' && data.password !== ''
  const changesEmail = data?.email !== undefined && normalized(data.email) !== normalized(originalDoc.email)
  if (setsPassword || changesEmail) throw new ApiError(CREDENTIALS_ADMIN_ONLY, 403)
  return data
}
