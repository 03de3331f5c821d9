import { z } from 'zod'

import {
  attachmentName,
  contactFormErrors,
  MAX_LENGTHS,
  tooLongMessage,
  uploadListError,
  type ContactFormValues,
  type ReceiverHint,
} from '@/src/domain/contactForm'
import { ApiError, type FieldError } from '@/src/server/http/apiError'
import { parseInput } from '@/src/server/http/validation'

import { CONTACT_SERVER_TEXTS } from './texts'

/** A checked submission: what the visitor entered, the form's subject and where the form was. */
export interface ContactSubmission {
  values: ContactFormValues
  subject: string | null
  hint: ReceiverHint
}

const noNul = (value: string) => !value.includes('\u0000')

/** A text of the form; missing or null is empty. Lengths are the domain's rules (or `max` for the hints). */
const text = (max?: number) => {
  const base = max === undefined ? z.string() : z.string().max(max, tooLongMessage(max))
  return base
    .refine(noNul, CONTACT_SERVER_TEXTS.nulCharacter)
    .nullish()
    .transform((value) => value?.trim() ?? '')
}

/** A ticked checkbox: true as JSON, 'on' as a browser sends it, or 'true' / '1'. */
const ticked = z
  .union([z.boolean(), z.string(), z.number()])
  .nullish()
  .transform((value) => value === true || value === 1 || ['on', 'true', '1'].includes(String(value ?? '').toLowerCase()))

const submissionSchema = z.object({
  subject: text(MAX_LENGTHS.subject),
  receiver: text(MAX_LENGTHS.email),
  pagePath: text(500),
  blockId: text(100),
  email: text(),
  firstName: text(),
  lastName: text(),
  phone: text(),
  company: text(),
  comment: text(),
  privacy: ticked,
})

/**
 * The submission when every field passes the rules the browser applies too (src/domain/contactForm):
 * otherwise a 422 with one German entry per invalid field, the uploads' first problem by name,
 * size and count included (their content is checked afterwards).
 */
export function parseSubmission(fields: unknown, files: readonly File[]): ContactSubmission {
  const { subject, receiver, pagePath, blockId, ...values } = parseInput(submissionSchema, fields)
  const errors: FieldError[] = Object.entries(contactFormErrors(values)).map(([field, message]) => ({ field, message }))
  const uploadError = uploadListError(files.map((file) => ({ name: attachmentName(file.name), size: file.size })))
  if (uploadError) errors.push({ field: 'uploads', message: uploadError })
  if (errors.length > 0) throw ApiError.fields(errors)
  return { values, subject: subject || null, hint: { receiver: receiver || null, pagePath: pagePath || null, blockId: blockId || null } }
}
