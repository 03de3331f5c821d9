import { ApiError } from './apiError'

/** What the readers need of a request: its headers and its body stream. */
type RequestBody = { headers: Headers; body?: ReadableStream<Uint8Array> | null }

/** The largest JSON body a custom endpoint reads, unless it names its own limit. */
export const MAX_JSON_BYTES = 64 * 1024

const BODY_TOO_LARGE = 'Die Anfrage ist zu groß.'

const NUL_CHARACTER = 'Diese Angabe enthält ein unzulässiges Zeichen.'
const TOO_DEEP = 'Die Anfrage ist zu tief verschachtelt.'

/** Deeper JSON is no request of ours (an order's upload reference is 4 levels down). */
const MAX_DEPTH = 32

/**
 * Refuses what a parsed body must not hold, without recursion: nesting deeper than MAX_DEPTH (400;
 * the request fingerprint and the schemas walk it recursively) and texts with a NUL character,
 * which PostgreSQL cannot store (422 naming the field, `items.0.comment`).
 */
function refuseUnstorable(value: unknown): void {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }]
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!
    if (typeof current === 'string' && current.includes('\u0000')) throw new ApiError(NUL_CHARACTER, 422, path.join('.') || undefined)
    if (!current || typeof current !== 'object') continue
    if (path.length >= MAX_DEPTH) throw new ApiError(TOO_DEEP, 400)
    for (const [key, entry] of Object.entries(current).reverse()) {
      if (key.includes('\u0000')) throw new ApiError(NUL_CHARACTER, 422, [...path, key.replaceAll('\u0000', '')].join('.'))
      stack.push({ value: entry, path: [...path, key] })
    }
  }
}

/**
 * Reads a JSON body of at most `maxBytes` (413 before anything is parsed: a declared length over
 * the limit is refused unread, a body without one is read only up to the limit). A missing or
 * broken body counts as an empty object; one nested too deeply or with a NUL character in a text
 * is refused (see refuseUnstorable).
 */
export async function jsonBody(req: RequestBody, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const text = await bodyText(req, maxBytes)
  if (!text) return {}
  let value: unknown
  try {
    value = JSON.parse(text) ?? {}
  } catch {
    return {}
  }
  refuseUnstorable(value)
  return value
}

const BODY_ABORTED = 'Die Anfrage wurde abgebrochen.'

/**
 * The body as text, at most `maxBytes` (413 otherwise, see jsonBody). A body the client stopped
 * sending is a 400, not a server error.
 */
export async function bodyText(req: RequestBody, maxBytes: number): Promise<string> {
  return (await bodyBytes(req, maxBytes)).toString('utf8')
}

/**
 * The body's bytes, at most `maxBytes` (413 otherwise, see jsonBody, naming `tooLargeField` where
 * given); a body the client stopped sending is a 400.
 */
async function bodyBytes(req: RequestBody, maxBytes: number, tooLargeField?: string): Promise<Buffer> {
  const tooLarge = () => new ApiError(BODY_TOO_LARGE, 413, tooLargeField)
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge()
  if (!req.body || req.body.locked) return Buffer.alloc(0)
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      throw new ApiError(BODY_ABORTED, 400)
    })
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw tooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/**
 * A multipart/form-data body of at most `maxBytes` (413, see bodyBytes), parsed by the platform's
 * own multipart reader; a body that is no such form is a 400 with `unreadable`.
 */
export async function formBody(req: RequestBody, maxBytes: number, unreadable: string, tooLargeField?: string): Promise<FormData> {
  const bytes = await bodyBytes(req, maxBytes, tooLargeField)
  const contentType = req.headers.get('content-type') ?? ''
  try {
    return await new Request('http://localhost/', { method: 'POST', body: new Uint8Array(bytes), headers: { 'content-type': contentType } }).formData()
  } catch {
    throw new ApiError(unreadable, 400)
  }
}
