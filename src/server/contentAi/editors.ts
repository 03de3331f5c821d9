import type { PayloadRequest } from 'payload'

import { isAdminUser } from '@/src/domain/roles'
import { forbidden, unauthorized } from '@/src/server/http/apiError'
import { enforceRateLimit } from '@/src/server/rateLimit'

/**
 * Who may generate content: the back office's admins, who alone may edit sites and images
 * (collections/site/sites.ts, images.ts). 401 without a session, 403 for everybody else.
 */
export function assertContentEditor(req: PayloadRequest): void {
  if (!req.user) throw unauthorized()
  if (!isAdminUser(req.user)) throw forbidden()
}

/** Counts one generation against the user's limit (CONTENT_AI_RATE_LIMIT, 429 beyond it). */
export const enforceContentAiLimit = (req: PayloadRequest): Promise<void> => enforceRateLimit(req, 'contentAi', `user:${req.user?.collection}:${req.user?.id}`)
