import { UPLOAD_LIMITS } from '@/src/domain/contactForm'
import { CONTACT_UPLOADS_FIELD } from '@/src/domain/contracts/contactForm'
import { formBody, jsonBody } from '@/src/server/http/requestBody'

import { CONTACT_SERVER_TEXTS } from './texts'

/** The files at most, plus room for the texts and the multipart headers. */
const MAX_BODY_BYTES = UPLOAD_LIMITS.maxTotalBytes + 1024 * 1024

/** The repeated entries that carry the files ('uploads[]' as some form libraries name them). */
const UPLOAD_KEYS = new Set([CONTACT_UPLOADS_FIELD, `${CONTACT_UPLOADS_FIELD}[]`])

/** The request as sent: its text fields (not yet checked) and its files. */
export interface RawSubmission {
  fields: unknown
  files: File[]
}

type Body = { headers: Headers; body?: ReadableStream<Uint8Array> | null }

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
  const form = await formBody(req, MAX_BODY_BYTES, CONTACT_SERVER_TEXTS.unreadable, CONTACT_UPLOADS_FIELD)
  const fields = new Map<string, FormDataEntryValue>()
  const files: File[] = []
  for (const [key, value] of form.entries()) {
    if (UPLOAD_KEYS.has(key)) {
      if (isChosenFile(value)) files.push(value)
    } else if (!fields.has(key)) fields.set(key, value)
  }
  return { fields: Object.fromEntries(fields), files }
}
