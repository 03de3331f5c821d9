import { UPLOAD_LIMITS } from '@/src/domain/contactForm'
import { ApiError } from '@/src/server/api/apiError'
import { jsonBody } from '@/src/server/api/responses'

import { CONTACT_SERVER_TEXTS } from './texts'

/** The files at most, plus room for the texts and the multipart headers. */
const MAX_BODY_BYTES = UPLOAD_LIMITS.maxTotalBytes + 1024 * 1024

/** The repeated entries that carry the files ('uploads[]' as some form libraries name them). */
const UPLOAD_KEYS = new Set(['uploads', 'uploads[]'])

/** The request as sent: its text fields (not yet checked) and its files. */
export interface RawSubmission {
  fields: unknown
  files: File[]
}

type Body = { headers: Headers; body?: ReadableStream<Uint8Array> | null }

/**
 * The body's bytes, at most `maxBytes`: a declared length over the limit is refused unread (413),
 * a body without one is read only up to the limit; a body the client stopped sending is a 400.
 */
async function bodyBytes(req: Body, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new ApiError(CONTACT_SERVER_TEXTS.tooLarge, 413, 'uploads')
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge()
  if (!req.body || req.body.locked) return Buffer.alloc(0)
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      throw new ApiError(CONTACT_SERVER_TEXTS.aborted, 400)
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

async function formOf(req: Body, contentType: string): Promise<FormData> {
  const bytes = await bodyBytes(req, MAX_BODY_BYTES)
  try {
    return await new Response(new Uint8Array(bytes), { headers: { 'content-type': contentType } }).formData()
  } catch {
    throw new ApiError(CONTACT_SERVER_TEXTS.unreadable, 400)
  }
}

/** A file input left empty still sends one nameless, empty entry. */
const isChosenFile = (value: FormDataEntryValue): value is File => typeof value !== 'string' && (value.size > 0 || value.name !== '')

/**
 * Reads a contact form as the browser sends it (multipart/form-data, the uploads as repeated
 * entries; also url-encoded) or as JSON without files. Of a repeated text field the first counts.
 */
export async function readSubmission(req: Body): Promise<RawSubmission> {
  const contentType = req.headers.get('content-type') ?? ''
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(contentType)) {
    return { fields: await jsonBody(req), files: [] }
  }
  const form = await formOf(req, contentType)
  const fields = new Map<string, FormDataEntryValue>()
  const files: File[] = []
  for (const [key, value] of form.entries()) {
    if (UPLOAD_KEYS.has(key)) {
      if (isChosenFile(value)) files.push(value)
    } else if (!fields.has(key)) fields.set(key, value)
  }
  return { fields: Object.fromEntries(fields), files }
}
