import type { Endpoint } from 'payload'

import { CONTACT_FORM_SENT } from '@/src/domain/contactForm'
import type { ContactFormSent } from '@/src/domain/contracts/contactForm'
import { submitContactForm } from '@/src/server/contactForm/submitContactForm'

/**
 * POST /api/custom/forms: a visitor's contact form (parts-shop-and-site.md section 7), no session
 * needed. multipart/form-data with subject, receiver, email, firstName, lastName, phone, company,
 * comment, privacy, the uploads as repeated `uploads` entries, and pagePath and blockId naming the
 * form's block (JSON without files is accepted too). Answers 200 `{ message }` with the spec's
 * success text; 422 `{ errors: [{ field, message }] }` per invalid field or refused file; 413 for a
 * body over 21 MB; 429 over the limit per client address; 502 when the mail cannot be sent.
 */
export const contactFormEndpoint: Endpoint = {
  path: '/custom/forms',
  method: 'post',
  handler: async (req) => {
    await submitContactForm(req)
    return Response.json({ message: CONTACT_FORM_SENT } satisfies ContactFormSent, { headers: { 'Cache-Control': 'no-store' } })
  },
}
