import type { PayloadRequest } from 'payload'

import { ClientError } from '../../../../../src/server/api/clientError'
import { errorResponse, type ApiError } from '../../../../../src/server/api/responses'

const isApiErrorList = (data: unknown): data is ApiError[] =>
  Array.isArray(data) && data.every((entry) => typeof (entry as ApiError)?.message === 'string')

/**
 * Runs a staff service and answers its result as JSON (never cached); a ClientError it throws
 * becomes the API's error shape with its status and German message(s). Other errors propagate
 * to Payload (500).
 */
export async function respond(work: () => Promise<unknown>): Promise<Response> {
  try {
    return Response.json(await work(), { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    if (!(error instanceof ClientError)) throw error
    return errorResponse(error.status, isApiErrorList(error.data) ? error.data : error.message)
  }
}

/** The request's route parameter as a string ('' when missing). */
export const routeParam = (req: PayloadRequest, name: string): string => String(req.routeParams?.[name] ?? '')
