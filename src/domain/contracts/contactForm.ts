import { z } from 'zod'

import { MAX_LENGTHS, tooLongMessage } from '../contactForm'

/**
 * POST /api/custom/forms, a visitor's contact form (parts-shop-and-site.md section 7): the text
 * fields of the multipart body (JSON without files is accepted too), the uploads as repeated
 * CONTACT_UPLOADS_FIELD entries, answered with ContactFormSent. The field rules themselves are
 * src/domain/contactForm's, which the browser applies before sending and the server after parsing.
 */

const CONTACT_INPUT_TEXTS = {
  nulCharacter: 'Diese Angabe enthält ein unzulässiges Zeichen.',
} as const

/** The repeated entry that carries the files. */
export const CONTACT_UPLOADS_FIELD = 'uploads'

const noNul = (value: string) => !value.includes('\u0000')

/** A text of the form; missing or null is empty. Lengths are the domain's rules (or `max` for the hints). */
const text = (max?: number) => {
  const base = max === undefined ? z.string() : z.string().max(max, tooLongMessage(max))
  return base
    .refine(noNul, CONTACT_INPUT_TEXTS.nulCharacter)
    .nullish()
    .transform((value) => value?.trim() ?? '')
}

/** A ticked checkbox: true as JSON, 'on' as a browser sends it, or 'true' / '1'. */
const ticked = z
  .union([z.boolean(), z.string(), z.number()])
  .nullish()
  .transform((value) => value === true || value === 1 || ['on', 'true', '1'].includes(String(value ?? '').toLowerCase()))

/** The text fields: the visitor's values, the form's subject and receiver, and pagePath and blockId naming the form's block. */
export const contactFormBody = z.object({
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

/** The names of the text fields, as the browser appends them to the form data. */
export type ContactFormField = keyof typeof contactFormBody.shape

/** 200: the spec's success text (CONTACT_FORM_SENT). */
export interface ContactFormSent {
  message: string
}
