import type { CollectionBeforeChangeHook } from 'payload'

import { isAdminUser } from '@/src/domain/roles'

import { ClientError } from '../../../../src/server/api/clientError'

type Related = number | string | { id: number | string } | null | undefined

const idOf = (value: Related): number | string | null =>
  value && typeof value === 'object' ? value.id : (value ?? null)

export const FOREIGN_ACTIVITY_MESSAGE = 'Sie können nur eigene Aktivitäten erfassen.'

/**
 * Employees record their own time only. On create the activity belongs to the signed-in
 * employee (a missing user is filled in); a different user, on create or update, is refused
 * with 403. Admins and server code (no user, overrideAccess) may assign anybody.
 */
export const keepOwnUser: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req: { user } }) => {
  if (!user || isAdminUser(user)) return data
  const requested = idOf(data.user as Related)
  if (operation === 'create') {
    if (requested !== null && String(requested) !== String(user.id)) {
      throw new ClientError(FOREIGN_ACTIVITY_MESSAGE, 403)
    }
    return { ...data, user: user.id }
  }
  const owner = idOf(originalDoc?.user as Related)
  if (requested !== null && String(requested) !== String(owner ?? user.id)) {
    throw new ClientError(FOREIGN_ACTIVITY_MESSAGE, 403)
  }
  return data
}
