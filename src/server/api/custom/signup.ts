import type { Endpoint } from 'payload'

import { signUp } from '@/src/server/account/signup'

import { jsonBody } from '@/src/server/http/requestBody'

/**
 * POST /api/custom/account/signup: the sign-up form (parts-shop-and-site.md section 3) → 201
 * `{ email }`; the account waits for staff approval. Bad input answers 422 `{ errors: [{ field, message }] }`.
 */
const signupEndpoint: Endpoint = {
  path: '/custom/account/signup',
  method: 'post',
  handler: async (req) => {
    const created = await signUp(req, await jsonBody(req))
    return Response.json(created, { status: 201, headers: { 'Cache-Control': 'no-store' } })
  },
}

export const signupEndpoints: Endpoint[] = [signupEndpoint]
