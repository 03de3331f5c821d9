import type { CollectionBeforeOperationHook } from 'payload'

import { passwordProblem } from '@/src/domain/account'
import { isLeakedPassword } from '@/src/server/account/leakedPasswords'
import { ApiError } from '@/src/server/http/apiError'

/**
 * Every path that sets a shop account's password (sign-up, staff creating an account, a change of
 * one's own, the reset with its token, over our calls or Payload's) meets the same rules: at least
 * 8 characters and not a known leaked password. 422 with the German message otherwise.
 */
export const enforcePasswordRules: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'updateByID' && operation !== 'resetPassword') return args
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (password === undefined || password === null) return args
  const problem = passwordProblem(typeof password === 'string' ? password : '', undefined, isLeakedPassword)
  if (problem) throw new ApiError(problem.message, 422, 'password')
  return args
}
