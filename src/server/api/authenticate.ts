import { APIError, type Endpoint } from 'payload'
import { z } from 'zod'

import { jsonBody } from './responses'
import { parseInput } from './validation'

const credentials = z.object({
  email: z.string({ error: 'Bitte geben Sie Ihre E-Mail-Adresse an.' }).trim().email('Bitte geben Sie eine gültige E-Mail-Adresse an.'),
  password: z.string({ error: 'Bitte geben Sie Ihr Passwort an.' }).min(1, 'Bitte geben Sie Ihr Passwort an.'),
})

/**
 * POST /api/auth/authenticate: staff sign-in for the back office; answers the token the client
 * keeps. Failed sign-ins answer 401 with the server's German message (wrong password, locked account);
 * too many attempts from one address answer the sign-in limit's 429.
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
      if (error instanceof APIError && error.status === 429) throw error
      const message = error instanceof Error && error.message ? error.message : 'Anmeldung fehlgeschlagen.'
      return Response.json({ message, errors: [{ message }] }, { status: 401, headers: { 'Cache-Control': 'no-store' } })
    }
  },
}
