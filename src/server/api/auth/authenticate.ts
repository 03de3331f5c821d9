import { APIError, type Endpoint } from 'payload'
import { z } from 'zod'

import { refusalOf } from '@/src/server/http/payloadErrors'
import { jsonBody } from '@/src/server/http/requestBody'
import { parseInput } from '@/src/server/http/validation'

const SIGN_IN_FAILED = 'Anmeldung fehlgeschlagen.'

const credentials = z.object({
  email: z.string({ error: 'Bitte geben Sie Ihre E-Mail-Adresse an.' }).trim().email('Bitte geben Sie eine gültige E-Mail-Adresse an.'),
  password: z.string({ error: 'Bitte geben Sie Ihr Passwort an.' }).min(1, 'Bitte geben Sie Ihr Passwort an.'),
})

/**
 * POST /api/auth/authenticate: staff sign-in for the back office; answers the token the client
 * keeps. Failed sign-ins answer the German messages of spec 002 §4: 401 for a wrong password or a
 * locked account, 403 for a deactivated or expired account or an expired password, and the sign-in
 * limit's 429 with the minutes until the next try.
 */
export const authenticateEndpoint: Endpoint = {
  path: '/auth/authenticate',
  method: 'post',
  handler: async (req) => {
    const body = (await jsonBody(req)) as Record<string, unknown>
    const input = parseInput(credentials, { ...body, email: body.email ?? body.username })
    try {
      const result = await req.payload.login({ collection: 'users', data: input, req, depth: 0 })
      return Response.json({ token: result.token, exp: result.exp, user: result.user }, { headers: { 'Cache-Control': 'no-store' } })
    } catch (error) {
      // The limit's 429 keeps its Retry-After, which Payload adds to its own answer.
      if (error instanceof APIError && error.status === 429) throw error
      const refusal = refusalOf(error)
      const message = refusal?.message || SIGN_IN_FAILED
      const status = refusal?.status === 403 ? 403 : 401
      return Response.json({ message, errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })
    }
  },
}
