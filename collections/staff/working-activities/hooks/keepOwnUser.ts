import type { CollectionBeforeChangeHook } from 'payload'

import { relatedId } from '@/src/domain/relations'
import { isAdminUser } from '@/src/domain/roles'
import type { WorkingActivity } from '@/src/payload-types'

import { ApiError } from '@/src/server/http/apiError'

const FOREIGN_ACTIVITY_MESSAGE = 'Sie können nur eigene Aktivitäten erfassen.'

/**
 * Employees record their own time only. On create the activity belongs to the signed-in
 * employee (a missing user is filled in); a different user, on create or update, is refused
 * with 403. Admins and server code (no user, overrideAccess) may assign anybody.
 */
export const keepOwnUser: CollectionBeforeChangeHook<WorkingActivity> = ({ data, operation, originalDoc, req: { user } }) => {
  if (!user || isAdminUser(user)) return data
  const requested = relatedId(data.user)
  if (operation === 'create') {
    if (requested !== null && String(requested) !== String(user.id)) {
      throw new ApiError(FOREIGN_ACTIVITY_MESSAGE, 403)
    }
    return { ...data, user: user.id }
  }
  const owner = relatedId(originalDoc?.user)
  if (requested !== null && String(requested) !== String(owner ?? user.id)) {
    throw new ApiError(FOREIGN_ACTIVITY_MESSAGE, 403)
  }
  return data
}
