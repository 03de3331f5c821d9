import type { CollectionBeforeOperationHook } from 'payload'

import { enforceRateLimit, type LimitName } from './index'

const LIMITED_OPERATIONS: Partial<Record<string, LimitName>> = {
  login: 'login',
  forgotPassword: 'passwordReset',
  resetPassword: 'passwordReset',
}

/**
 * Abuse limits for Payload's own auth calls of an auth collection, per client address: sign-in,
 * password-reset request and reset, and self sign-up (a create without a session). Calls from the
 * server's own code (Local API) are not limited.
 */
export const limitAuthOperations: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (req.payloadAPI === 'local') return args
  const name = operation === 'create' ? (req.user ? undefined : 'signup') : LIMITED_OPERATIONS[operation]
  if (name) await enforceRateLimit(req, name)
  return args
}
