import type { CollectionBeforeOperationHook } from 'payload'

import { minutesUntil } from '@/src/domain/staff'
import { tooManySignInAttempts } from '@/src/server/i18n/signInMessages'

import { ApiError } from '../http/apiError'
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
  if (name === 'login') await limitSignIn(req)
  else if (name) await enforceRateLimit(req, name)
  return args
}

/** The sign-in limit; its refusal names the minutes until the next try (spec 002 §4). */
async function limitSignIn(req: Parameters<CollectionBeforeOperationHook>[0]['req']): Promise<void> {
  try {
    await enforceRateLimit(req, 'login')
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 429) throw error
    const retryAfter = Number(req.responseHeaders?.get('Retry-After')) || 60
    throw new ApiError(tooManySignInAttempts(minutesUntil(retryAfter)), 429)
  }
}
