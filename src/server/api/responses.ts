import type { ZodError } from 'zod'

import { ClientError } from './clientError'

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

/** The largest JSON body a custom endpoint reads, unless it names its own limit. */
export const MAX_JSON_BYTES = 64 * 1024

export const BODY_TOO_LARGE = 'Die Anfrage ist zu groß.'

/**
 * Reads a JSON body of at most `maxBytes` (413 before anything is parsed: a declared length over
 * the limit is refused unread, a body without one is read only up to the limit). A missing or
 * broken body counts as an empty object.
 */
export async function jsonBody(req: { headers: Headers; body?: ReadableStream<Uint8Array> | null }, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const text = await bodyText(req, maxBytes)
  if (!text) return {}
  try {
    return JSON.parse(text) ?? {}
  } catch {
    return {}
  }
}

/** The body as text, at most `maxBytes` (413 otherwise, see jsonBody). */
export async function bodyText(req: { headers: Headers; body?: ReadableStream<Uint8Array> | null }, maxBytes: number): Promise<string> {
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) throw new ClientError(BODY_TOO_LARGE, 413)
  if (!req.body || req.body.locked) return ''
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw new ClientError(BODY_TOO_LARGE, 413)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}
