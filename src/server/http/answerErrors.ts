import { type AfterErrorHook, ValidationError } from 'payload'

import { ApiError, answerRefusal } from './apiError'
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './databaseUnavailable'
import { germanValidationAnswer, refusalOf } from './payloadErrors'

/** The answer to an error the client did not cause; no details. */
export const SERVER_ERROR = 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.'

/**
 * A collection's own afterError hook has already answered a ValidationError in the API's shape
 * (its entries lack the `name` Payload gives them), e.g. the spec's text for a refused file.
 */
const answeredByCollection = (result: unknown): boolean => {
  const entries = (result as { errors?: unknown } | undefined)?.errors
  return Array.isArray(entries) && entries.length > 0 && entries.every((entry) => typeof entry === 'object' && entry !== null && !('name' in entry))
}

/**
 * The root afterError hook for every error that is no ApiError (those answers answerApiError):
 * what the client caused (PostgreSQL's input errors, Payload's query errors, an unreadable body,
 * Payload's English refusals) becomes a German refusal in the API's shape (see refusalOf); a
 * ValidationError keeps Payload's shape with `data` for the admin, in German; a lost database
 * connection is a 503 with Retry-After (databaseUnavailable.ts); anything else stays a server
 * error, answered in German without details.
 */
export const answerOtherErrors: AfterErrorHook = ({ error, req, result }) => {
  if (error instanceof ApiError) return
  if (error instanceof ValidationError) return answeredByCollection(result) ? undefined : { status: error.status, response: germanValidationAnswer(error) as never }
  const refusal = refusalOf(error)
  if (refusal) return answerRefusal(refusal, req)
  if (isDatabaseUnavailable(error)) {
    const headers = req.responseHeaders ?? new Headers()
    headers.set('Retry-After', String(RETRY_AFTER_SECONDS))
    headers.set('Cache-Control', 'no-store')
    req.responseHeaders = headers
    return { status: 503, response: { errors: [{ message: DATABASE_UNAVAILABLE }] } }
  }
  const status = (error as { status?: number }).status
  return { status: status && status >= 500 ? status : 500, response: { errors: [{ message: SERVER_ERROR }] } }
}
