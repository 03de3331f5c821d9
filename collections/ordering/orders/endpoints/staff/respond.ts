import type { PayloadRequest } from 'payload'

/**
 * Runs a staff service and answers its result as JSON (never cached); the type parameter names
 * the answer type of the desk's contract. An ApiError it throws is answered by Payload in the
 * API's error shape with its status (answerApiError, payload.config.ts); any other error is a 500.
 */
export async function respond<Answer>(work: () => Promise<Answer>): Promise<Response> {
  return Response.json(await work(), { headers: { 'Cache-Control': 'no-store' } })
}

/** The request's route parameter as a string ('' when missing). */
export const routeParam = (req: PayloadRequest, name: string): string => String(req.routeParams?.[name] ?? '')
