import type { PayloadRequest } from 'payload'

import { isAdminUser } from '@/src/domain/roles'
import { forbidden, unauthorized } from '@/src/server/http/apiError'

/**
 * The imports write products, images and files, which only admins may change (their collections'
 * access): 401 without a session, 403 for everybody else (docs/decisions.md).
 */
export function requireImporter(req: PayloadRequest): NonNullable<PayloadRequest['user']> {
  if (!req.user) throw unauthorized()
  if (!isAdminUser(req.user)) throw forbidden()
  return req.user
}
