import { attachmentName, contactFormErrors, uploadListError, type ContactFormValues, type ReceiverHint } from '@/src/domain/contactForm'
import { contactFormBody } from '@/src/domain/contracts/contactForm'
import { ApiError, type FieldError } from '@/src/server/http/apiError'
import { parseInput } from '@/src/server/http/validation'

/** A checked submission: what the visitor entered, the form's subject and where the form was. */
export interface ContactSubmission {
  values: ContactFormValues
  subject: string | null
  hint: ReceiverHint
}

/**
 * The submission when every field passes the rules the browser applies too (src/domain/contactForm):
 * otherwise a 422 with one German entry per invalid field, the uploads' first problem by name,
 * size and count included (their content is checked afterwards).
 */
export function parseSubmission(fields: unknown, files: readonly File[]): ContactSubmission {
  const { subject, receiver, pagePath, blockId, ...values } = parseInput(contactFormBody, fields)
  const errors: FieldError[] = Object.entries(contactFormErrors(values)).map(([field, message]) => ({ field, message }))
  const uploadError = uploadListError(files.map((file) => ({ name: attachmentName(file.name), size: file.size })))
  if (uploadError) errors.push({ field: 'uploads', message: uploadError })
  if (errors.length > 0) throw ApiError.fields(errors)
  return { values, subject: subject || null, hint: { receiver: receiver || null, pagePath: pagePath || null, blockId: blockId || null } }
}
