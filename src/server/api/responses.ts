import type { ZodError } from 'zod'

export type ApiError = { field?: string; message: string }

/** The error shape of every custom endpoint: `{ errors: [{ field?, message }] }` with German messages. */
export function errorResponse(status: number, errors: ApiError[] | string): Response {
  const list = typeof errors === 'string' ? [{ message: errors }] : errors
  return Response.json({ errors: list }, { status, headers: { 'Cache-Control': 'no-store' } })
}

/** 422 with one entry per invalid field of a zod validation. */
export function validationErrors(error: ZodError): Response {
  return errorResponse(
    422,
    error.issues.map((issue) => ({ field: issue.path.join('.') || undefined, message: issue.message })),
  )
}

export const unauthorized = () => errorResponse(401, 'Bitte melden Sie sich an.')
export const forbidden = () => errorResponse(403, 'Sie haben keine Berechtigung für diese Aktion.')
export const notFound = (what = 'Der Eintrag') => errorResponse(404, `${what} wurde nicht gefunden.`)

/** Reads a JSON body; a missing or broken body counts as an empty object. */
export async function jsonBody(req: { json?: () => Promise<unknown> }): Promise<unknown> {
  try {
    return (await req.json?.()) ?? {}
  } catch {
    return {}
  }
}
