import { APIError, type Endpoint, type PayloadRequest } from 'payload'

import { passwordProblem } from '@/src/domain/account'
import { newPasswordBody, PASSWORD_CALL_TEXTS, resetRequestBody, type MessageAnswer } from '@/src/domain/contracts/account'
import { isApprovedExternalUserAccount } from '@/src/domain/roles'
import { isLeakedPassword } from '@/src/server/account/leakedPasswords'
import { ApiError, unauthorized } from '@/src/server/http/apiError'
import { jsonBody } from '@/src/server/http/requestBody'
import { parseInput } from '@/src/server/http/validation'

/**
 * The parts shop's password calls under /api/custom/account (parts-shop-and-site.md sections 2, 7
 * and 8): the reset request, the reset with the mailed token, and a signed-in customer's change of
 * their own password. Payload's own operations do the work with the request passed along, so its
 * hooks apply here too: the abuse limit of reset requests and resets (limitAuthOperations), no
 * session for unapproved accounts, and the password rules (enforcePasswordRules).
 */

/** Payload's reset tokens are 20 random bytes in hex. */
const RESET_TOKEN = /^[0-9a-f]{40}$/

const noStore = { 'Cache-Control': 'no-store' }
const said = (message: string) => Response.json({ message } satisfies MessageAnswer, { headers: noStore })

/** The new password of the body, checked against the rules (422 `{ errors: [{ field, message }] }`). */
async function newPasswordOf(req: PayloadRequest): Promise<string> {
  const { password, passwordRepeat } = parseInput(newPasswordBody, await jsonBody(req))
  const problem = passwordProblem(password, passwordRepeat, isLeakedPassword)
  if (problem) throw new ApiError(problem.message, 422, problem.field)
  return password
}

/**
 * POST /api/custom/account/reset-password `{ email }`: sends the reset mail (its link is
 * /account/reset-password/{token}). The answer is the same whether an account has the address or
 * not, so the call tells nobody which addresses have accounts.
 */
const requestReset: Endpoint = {
  path: '/custom/account/reset-password',
  method: 'post',
  handler: async (req) => {
    const { email } = parseInput(resetRequestBody, await jsonBody(req))
    await req.payload.forgotPassword({ collection: 'external-users', data: { email }, req })
    return said(PASSWORD_CALL_TEXTS.resetSent)
  },
}

/**
 * POST /api/custom/account/reset-password/{token} `{ password, passwordRepeat }`: sets the new
 * password of the account the mailed token belongs to. An unknown, used or expired token answers
 * 403 in German (Payload's own message is English). No session is handed out: the screen links
 * back to the sign-in.
 */
const confirmReset: Endpoint = {
  path: '/custom/account/reset-password/:token',
  method: 'post',
  handler: async (req) => {
    const token = String(req.routeParams?.token ?? '').toLowerCase()
    if (!RESET_TOKEN.test(token)) throw new ApiError(PASSWORD_CALL_TEXTS.invalidToken, 403, 'token')
    const password = await newPasswordOf(req)
    try {
      await req.payload.resetPassword({ collection: 'external-users', data: { token, password }, overrideAccess: true, req })
    } catch (error) {
      // Ours (limit, unapproved account, password rules) pass; Payload's 'Token is either invalid or has expired.' does not.
      if (error instanceof ApiError) throw error
      if (error instanceof APIError && (error.status === 403 || error.status === 400)) throw new ApiError(PASSWORD_CALL_TEXTS.invalidToken, 403, 'token')
      throw error
    }
    return said(PASSWORD_CALL_TEXTS.changed)
  },
}

/**
 * POST /api/custom/account/change-password `{ password, passwordRepeat }`: a signed-in, approved
 * shop customer (ROLE_EXTERNAL_USER) sets a new password for their own account; anyone else 401.
 */
const changePassword: Endpoint = {
  path: '/custom/account/change-password',
  method: 'post',
  handler: async (req) => {
    const user = req.user
    if (!isApprovedExternalUserAccount(user)) throw unauthorized()
    const password = await newPasswordOf(req)
    await req.payload.update({
      collection: 'external-users', id: user.id, data: { password }, req, overrideAccess: false, depth: 0, select: { email: true },
    })
    return said(PASSWORD_CALL_TEXTS.changed)
  },
}

export const passwordEndpoints: Endpoint[] = [requestReset, confirmReset, changePassword]
