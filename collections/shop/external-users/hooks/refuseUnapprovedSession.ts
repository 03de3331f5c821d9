import type { CollectionBeforeOperationHook, PayloadRequest, Where } from 'payload'

import { ApiError } from '@/src/server/http/apiError'
import { NOT_APPROVED } from './approval'

type HookArgs = Parameters<CollectionBeforeOperationHook>[0]

/**
 * Sign-in is not the only call that hands out a session: resetting the password and refreshing
 * the token do too. Both are refused (401, nothing stored) for accounts staff have not approved
 * or no longer approve; sign-in itself is refused by `refuseUnapprovedLogin`.
 */
export const refuseUnapprovedSession: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const account = accountGettingSession(operation, args, req)
  if (account && !(await isApproved(req, account))) throw new ApiError(NOT_APPROVED, 401)
  return args
}

/** The account this call would sign in, or undefined when the call issues no session. */
function accountGettingSession(operation: HookArgs['operation'], args: HookArgs['args'], req: PayloadRequest): Where | undefined {
  if (operation === 'refresh' && req.user?.collection === 'external-users') return { id: { equals: req.user.id } }
  const token = operation === 'resetPassword' ? (args as { data?: { token?: unknown } }).data?.token : undefined
  if (typeof token === 'string' && token) return { resetPasswordToken: { equals: token } }
  return undefined
}

/** Asks the database, not the token: an approval withdrawn after sign-in counts at once. */
async function isApproved(req: PayloadRequest, where: Where): Promise<boolean> {
  const account = await req.payload.db.findOne<{ id: number; isApproved?: boolean | null }>({ collection: 'external-users', req, where })
  // An unknown account or token is left to Payload's own answer.
  return !account || account.isApproved === true
}
