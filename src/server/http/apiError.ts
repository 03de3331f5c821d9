import { APIError, type AfterErrorHook } from 'payload'

/** One entry of the API's error answer `{ errors: [{ field?, message }] }`; messages are German. */
export type FieldError = { field?: string; message: string }

/**
 * The one error of our services and endpoints: a refusal with its HTTP status and German message,
 * optionally naming the field it concerns, or (422) one entry per invalid field. A subclass of
 * Payload's APIError, so it may be thrown from services, custom endpoints and Payload hooks alike:
 * Payload answers it, and `answerApiError` (registered in payload.config.ts) gives that answer
 * the API's shape. The entries are the error's `data`. Logged at info level (payload.config.ts).
 */
export class ApiError extends APIError<FieldError[]> {
  constructor(message: string, status = 400, field?: string) {
    super(message, status, [field ? { field, message } : { message }], true)
    this.name = 'ApiError'
  }

  /** A refusal listing several fields (422 unless stated); its message is the first entry's. */
  static fields(errors: FieldError[], status = 422): ApiError {
    const error = new ApiError(errors[0]?.message ?? INVALID_INPUT, status)
    error.data = errors.length > 0 ? errors : [{ message: INVALID_INPUT }]
    return error
  }

  /** The entries of the answer, `field` left out where there is none. */
  get errors(): FieldError[] {
    return this.data.map(({ field, message }) => (field ? { field, message } : { message }))
  }
}

const INVALID_INPUT = 'Ungültige Angaben.'

export const unauthorized = () => new ApiError('Bitte melden Sie sich an.', 401)
export const forbidden = () => new ApiError('Sie haben keine Berechtigung für diese Aktion.', 403)
export const notFound = (what = 'Der Eintrag') => new ApiError(`${what} wurde nicht gefunden.`, 404)

/**
 * The adapter from ApiError to HTTP, for every path an ApiError takes: thrown by a custom endpoint
 * or a service it calls, or inside a Payload operation or hook. Payload's error handler (routeError)
 * would answer `{ errors: [{ name, data, message }] }` for an error with data; this root
 * afterError hook answers `{ errors: [{ field?, message }] }` with the error's status, never cached
 * (`Retry-After` and other headers set on `req.responseHeaders` are kept). Every other error is
 * answered by answerOtherErrors (answerErrors.ts), registered after it.
 */
export const answerApiError: AfterErrorHook = ({ error, req }) => (error instanceof ApiError ? answerRefusal(error, req) : undefined)

/** The answer of a refusal: its status and entries, never cached. */
export function answerRefusal(refusal: ApiError, req: Parameters<AfterErrorHook>[0]['req']) {
  const headers = req.responseHeaders ?? new Headers()
  headers.set('Cache-Control', 'no-store')
  req.responseHeaders = headers
  return { status: refusal.status, response: { errors: refusal.errors } }
}
